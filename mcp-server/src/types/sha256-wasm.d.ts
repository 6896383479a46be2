// sha256-wasm ships no types; this declares the part evident uses (index.js of sha256-wasm@2).
declare module 'sha256-wasm' {
  interface Sha256 {
    update(input: Uint8Array): Sha256
    digest(encoding: 'hex'): string
  }
  interface Sha256Factory {
    (): Sha256
    /** The compiled WebAssembly exports, or false when this runtime has no WebAssembly. */
    readonly WASM: unknown
  }
  const factory: Sha256Factory
  export default factory
}
