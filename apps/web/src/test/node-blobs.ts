/**
 * jsdom's Blob has no arrayBuffer() and does not survive IndexedDB's structured clone (fake-indexeddb stores it as
 * `{}`), where a browser's does both. Tests of kept files use Node's Blob and File, which behave as a browser's
 * and which Node's URL.createObjectURL accepts. Import this first in such a test file. (Loaded by name because the
 * web app's types are the browser's, without Node's modules.)
 */
const NODE_BUFFER: string = 'node:buffer';
const nodeBuffer = (await import(/* @vite-ignore */ NODE_BUFFER)) as { Blob: typeof Blob; File: typeof File };
globalThis.Blob = nodeBuffer.Blob;
globalThis.File = nodeBuffer.File;

export {};
