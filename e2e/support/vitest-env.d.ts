// Values the e2e global setup hands to every test file through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    dataDir: string;
  }
}
export {};
