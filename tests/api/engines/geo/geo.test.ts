/** The offline IP database and the region header parser, on real addresses. */
import { describe, expect, test } from 'bun:test'
import { stateFromRegionHeader } from '../../../../api/src/engines/geo/detect-state.ts'
import { IpDatabase } from '../../../../api/src/engines/geo/ip-database.ts'
import { ADDRESSES } from '../../../support/checks.ts'

const database = new IpDatabase()

describe('IpDatabase (DB-IP city lite from npm)', () => {
  test('university networks are placed in their states', () => {
    expect(database.locate(ADDRESSES.CO)).toMatchObject({ country: 'US', region: 'Colorado' })
    expect(database.locate(ADDRESSES.TX)).toMatchObject({ country: 'US', region: 'Texas' })
    expect(database.locate(ADDRESSES.CA)).toMatchObject({ country: 'US', region: 'California' })
    expect(database.locate(ADDRESSES.MI)).toMatchObject({ country: 'US', region: 'Michigan' })
  })

  test('IPv6 and IPv4-mapped IPv6 addresses', () => {
    expect(database.locate(ADDRESSES.IPV6_CA)).toMatchObject({ country: 'US', region: 'California' })
    expect(database.locate(`::ffff:${ADDRESSES.CO}`)).toMatchObject({ country: 'US', region: 'Colorado' })
  })

  test('outside the US: a country without a US state', () => {
    expect(database.locate(ADDRESSES.LONDON)).toMatchObject({ country: 'GB' })
  })

  test('private, loopback, reserved and malformed addresses are unknown, not guessed', () => {
    for (const address of [ADDRESSES.PRIVATE, '127.0.0.1', '10.1.2.3', '::1', 'fe80::1', '0.0.0.0', 'not an ip', '']) {
      expect(database.locate(address), address).toBeNull()
    }
  })

  test('a repeated address is answered from the cache with the same result', () => {
    const first = database.locate(ADDRESSES.TX)
    expect(database.locate(ADDRESSES.TX)).toBe(first)
  })
})

describe('stateFromRegionHeader', () => {
  test('accepts CO, us-co and US-CO; refuses other countries’ regions and junk', () => {
    expect(stateFromRegionHeader('CO')).toBe('CO')
    expect(stateFromRegionHeader(' us-co ')).toBe('CO')
    expect(stateFromRegionHeader('US-DC')).toBe('DC')
    for (const value of ['QC', 'CA-QC', 'ZZ', 'US', 'Colorado', '', null])
      expect(stateFromRegionHeader(value), String(value)).toBeNull()
  })
})
