import { createStore, type UseStore } from 'idb-keyval';

/**
 * Whether an IndexedDB call failed because the browser closed the connection under it. WebKit
 * closes an installed app's connections while it is in the background, not always with a
 * `close` event: the next transaction then throws `InvalidStateError` (the connection is closing)
 * or fails with `UnknownError` (the connection to the database server was lost).
 */
function isClosedConnection(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'InvalidStateError' || error.name === 'UnknownError')
  );
}

/**
 * A store whose connection is opened again, once, when the browser closed it: the call is then
 * retried on the new connection (idb-keyval's calls are reads or whole writes, so running one
 * again does it once). `open` makes a store with its own connection.
 */
export function reopeningStore(open: () => UseStore): UseStore {
  let store = open();
  return (txMode, callback) =>
    store(txMode, callback).catch((error: unknown) => {
      if (!isClosedConnection(error)) throw error;
      store = open();
      return store(txMode, callback);
    });
}

/** An idb-keyval store (database and object store names) that survives a closed connection. */
export const idbStore = (dbName: string, storeName: string): UseStore =>
  reopeningStore(() => createStore(dbName, storeName));
