// Types of the shared Prism launcher (apps/mock/src/index.js is plain JavaScript).
declare module '@msg-gateway/mock' {
  export interface RunningMock {
    url: string;
    host: string;
    port: number;
    pid: number;
    stop(): Promise<void>;
  }
  export function startMock(options?: {
    spec?: string;
    host?: string;
    port?: number;
    dynamic?: boolean;
    seed?: string | number;
    errors?: boolean;
    logLevel?: string;
    readyTimeoutMs?: number;
    onLog?: (line: string) => void;
  }): Promise<RunningMock>;
}
