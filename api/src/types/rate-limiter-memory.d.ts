/** The synchronous counter store inside rate-limiter-flexible (its memory limiter wraps it in a promise). */
declare module 'rate-limiter-flexible/lib/component/MemoryStorage/MemoryStorage.js' {
  export default class MemoryStorage {
    incrby(key: string, value: number, durationSec: number): { consumedPoints: number; msBeforeNext: number }
  }
}
