export { verifyLine, verifyOrder, messagesOf } from './engine.ts'
export { SYNTHESIZED_EXCLUSION_FROM } from './layer.ts'
export * from './types.ts'
