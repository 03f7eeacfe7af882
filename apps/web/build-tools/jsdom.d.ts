// The part of jsdom the build tools use (jsdom ships no types, and @types/jsdom would be one more dependency for
// two calls). jsdom is here already as Vitest's browser environment.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
    serialize(): string;
  }
}
