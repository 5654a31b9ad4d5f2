import type { JurisdictionSeed } from '../types.ts'
import akSeed from './ak.ts'
import alSeed from './al.ts'
import arSeed from './ar.ts'
import azSeed from './az.ts'
import caSeed from './ca.ts'
import coSeed from './co.ts'
import ctSeed from './ct.ts'
import dcSeed from './dc.ts'
import deSeed from './de.ts'
import flSeed from './fl.ts'
import gaSeed from './ga.ts'
import hiSeed from './hi.ts'
import iaSeed from './ia.ts'
import idSeed from './id.ts'
import ilSeed from './il.ts'
import inSeed from './in.ts'
import ksSeed from './ks.ts'
import kySeed from './ky.ts'
import laSeed from './la.ts'
import maSeed from './ma.ts'
import mdSeed from './md.ts'
import meSeed from './me.ts'
import miSeed from './mi.ts'
import mnSeed from './mn.ts'
import moSeed from './mo.ts'
import msSeed from './ms.ts'
import mtSeed from './mt.ts'
import ncSeed from './nc.ts'
import ndSeed from './nd.ts'
import neSeed from './ne.ts'
import nhSeed from './nh.ts'
import njSeed from './nj.ts'
import nmSeed from './nm.ts'
import nvSeed from './nv.ts'
import nySeed from './ny.ts'
import ohSeed from './oh.ts'
import okSeed from './ok.ts'
import orSeed from './or.ts'
import paSeed from './pa.ts'
import riSeed from './ri.ts'
import scSeed from './sc.ts'
import sdSeed from './sd.ts'
import tnSeed from './tn.ts'
import txSeed from './tx.ts'
import utSeed from './ut.ts'
import vaSeed from './va.ts'
import vtSeed from './vt.ts'
import waSeed from './wa.ts'
import wiSeed from './wi.ts'
import wvSeed from './wv.ts'
import wySeed from './wy.ts'

/** All 50 states and DC, sorted by code. */
export const jurisdictionSeeds: JurisdictionSeed[] = [
  akSeed,
  alSeed,
  arSeed,
  azSeed,
  caSeed,
  coSeed,
  ctSeed,
  dcSeed,
  deSeed,
  flSeed,
  gaSeed,
  hiSeed,
  iaSeed,
  idSeed,
  ilSeed,
  inSeed,
  ksSeed,
  kySeed,
  laSeed,
  maSeed,
  mdSeed,
  meSeed,
  miSeed,
  mnSeed,
  moSeed,
  msSeed,
  mtSeed,
  ncSeed,
  ndSeed,
  neSeed,
  nhSeed,
  njSeed,
  nmSeed,
  nvSeed,
  nySeed,
  ohSeed,
  okSeed,
  orSeed,
  paSeed,
  riSeed,
  scSeed,
  sdSeed,
  tnSeed,
  txSeed,
  utSeed,
  vaSeed,
  vtSeed,
  waSeed,
  wiSeed,
  wvSeed,
  wySeed,
]
