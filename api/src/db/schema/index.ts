export * from './accounts.ts'
export * from './catalog.ts'
export * from './regulations.ts'
export * from './predictions.ts'
