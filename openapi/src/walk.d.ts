// Types of walk.js. Documents are walked generically, hence `any`.
/* eslint-disable @typescript-eslint/no-explicit-any */
export declare const HTTP_METHODS: readonly ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
export declare function escapePointerSegment(segment: string): string;
export declare function atPointer(doc: any, pointer: string): any;
export declare function resolveRef(doc: any, node: any): any;
export interface WalkedOperation {
  operationId: string;
  /** Lower case, as in the document. */
  method: (typeof HTTP_METHODS)[number];
  path: string;
  /** JSON pointer of the operation object, e.g. `/paths/~1schedule/post`. */
  pointer: string;
  operation: any;
  pathItem: any;
  parameters: any[];
}
export declare function operations(doc: any): WalkedOperation[];
