/** Types of ranks.js (the rank table), for the TypeScript tests that read it. */
export declare const RANKS: readonly (readonly string[])[]
export declare const APART: readonly string[]
