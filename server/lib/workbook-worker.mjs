// The workbook worker's entry: the worker thread starts without the parent's loaders, so it
// registers tsx itself before loading the TypeScript module.
import { register } from 'tsx/esm/api';

register();
await import('./workbook-worker.ts');
