/**
 * The machine-load signal behind the webhook worker's yielding: busy once under a tenth of a window
 * was idle, busy until over a quarter is, and never busy where /proc/stat cannot be read. Readings
 * are handed in, as /proc/stat would give them; the last test reads this machine's own.
 */
import { expect, test } from 'bun:test'
import { MachineLoad, readCpuTicks } from '../../../api/src/workers/machine-load.ts'

/** A reader that answers `windows` one after another: each the idle share of a 1,000-tick window. */
function readings(windows: number[]) {
  let idle = 0
  let total = 0
  let next = 0
  return () => {
    if (next > 0) {
      idle += Math.round(windows[next - 1] * 1000)
      total += 1000
    }
    next++
    return { idle, total }
  }
}

test('busy under 10 % idle, until over 25 % idle; the worker is told when it ends', () => {
  const load = new MachineLoad(readings([0.5, 0.05, 0.2, 0.24, 0.3, 0.12, 0.09]))
  let told = 0
  load.onIdle = () => told++
  const seen: boolean[] = []
  for (let i = 0; i < 7; i++) {
    load.sample()
    seen.push(load.busy)
  }
  expect(seen).toEqual([false, true, true, true, false, false, true])
  expect(told).toBe(1)
})

test('without /proc/stat the machine is never busy, and nothing is sampled', () => {
  const load = new MachineLoad(() => null)
  load.start(1)
  load.sample()
  expect(load.busy).toBe(false)
  load.stop()
})

test.skipIf(process.platform !== 'linux')('this machine: idle and total ticks that grow', async () => {
  const first = readCpuTicks()!
  await Bun.sleep(30)
  const second = readCpuTicks()!
  expect(second.total).toBeGreaterThan(first.total)
  expect(second.idle).toBeGreaterThanOrEqual(first.idle)
  expect(second.idle - first.idle).toBeLessThanOrEqual(second.total - first.total)
})
