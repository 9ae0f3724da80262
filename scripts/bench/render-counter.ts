/**
 * The render-work counter: an init script that counts, in the page, React commits, component
 * renders and DOM elements created and updated, with the production build of React.
 *
 * React DOM announces itself to `window.__REACT_DEVTOOLS_GLOBAL_HOOK__` when that object exists
 * before it loads (this is how React DevTools works with any build), and calls the hook's
 * `onCommitFiberRoot(rendererId, root)` once per commit. The script installs a minimal hook and,
 * at each commit, walks the committed fiber tree the way React DevTools decides that a component
 * rendered (`didFiberRender`):
 *
 * - only component fibers count: function (tag 0), class (1), forwardRef (11) and simple memo
 *   (15) components; a `memo()` wrapper (14) is not counted, the component inside it is;
 * - a fiber rendered in this commit when it is new (no alternate: mounted) or carries the
 *   PerformedWork flag (1), which React sets when it calls the component;
 * - a subtree React did not visit in this commit (a bailout: the fiber's child is still its
 *   alternate's child) is skipped, as its fibers keep the flags of an older commit.
 *
 * DOM work is counted by a MutationObserver on the document (the head is left out): an element is
 * *created* when it, or an ancestor, is inserted and it was not in the document when counting
 * started; *updated* when it was in the document then and its attributes, text or children
 * changed. Each element counts once per measurement.
 *
 * `window.__benchWork` resets, reads and inspects the counts; see {@link BenchWork}.
 * The counter is checked against a page whose counts are known (render-check.ts).
 */
import { selectors } from './config.ts';

/** What `window.__benchWork.read()` answers. */
export interface WorkCounts {
  /** React commits (onCommitFiberRoot calls), all roots. */
  commits: number;
  /** Component renders (function, class, forwardRef, simple memo components that ran). */
  renders: number;
  /** Of those, first renders (mounts). */
  mounts: number;
  /** Elements inserted that were not in the document when counting started. */
  created: number;
  /** Elements already in the document whose attributes, text or children changed. */
  updated: number;
  /** Mutation records seen (outside the head). */
  records: number;
  /** Time the counter itself spent walking fibers in the commits (ms, inside the commits). */
  walkMs: number;
  /** performance.now() of each commit. */
  commitTimes: number[];
  /** An exception of the fiber walk, if one happened (the counts are then incomplete). */
  error: string | null;
}

/** One component type and how often it rendered (names are minified in a production build). */
export interface TypeCount {
  name: string;
  renders: number;
}

/** The page-side API the init script installs. */
export interface BenchWork {
  /** Starts a new measurement: counts to zero, the document as it is now is "before". */
  reset: () => void;
  read: () => WorkCounts;
  /** ms since the last commit or DOM change. */
  quietFor: () => number;
  /** The data rows of the page's table. */
  rows: () => Element[];
  /** Marks every data row (an expando property); answers how many. */
  tagRows: () => number;
  /** Rows now, and how many of them are not marked (created since tagRows). */
  checkRows: () => { rows: number; recreated: number; firstText: string };
  /**
   * The component types that rendered most since reset, most first; their functions are kept in
   * `window.__benchTopTypes` (same order) so that their source can be looked up over CDP.
   */
  top: (count: number) => TypeCount[];
}

declare global {
  interface Window {
    __benchWork?: BenchWork;
    __benchTopTypes?: unknown[];
  }
}

/**
 * The init script (run before any of the page's scripts). `rowSelector` says what the data rows of
 * the page's table are.
 */
export function renderCounterScript(rowSelector: string = selectors.dataRows): string {
  return `(() => {
    const ROWS = ${JSON.stringify(rowSelector)};
    const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
    const PERFORMED_WORK = 1;
    const TAG = '__benchRowTag';
    let counts;
    let byType;
    let before;
    let created;
    let touched;
    let commitTimes;
    let walkError = null;
    let lastCommitAt = 0;
    let lastMutationAt = 0;
    const fresh = () => {
      counts = { commits: 0, renders: 0, mounts: 0, created: 0, updated: 0, records: 0, walkMs: 0 };
      byType = new Map();
      before = new WeakSet(document.querySelectorAll('*'));
      created = new WeakSet();
      touched = new WeakSet();
      commitTimes = [];
    };
    fresh();

    const typeOf = (fiber) =>
      fiber.tag === 11 && fiber.type && typeof fiber.type.render === 'function'
        ? fiber.type.render
        : fiber.type;
    const walk = (root) => {
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        const alternate = fiber.alternate;
        if (
          COMPONENT_TAGS.has(fiber.tag) &&
          (alternate === null || (fiber.flags & PERFORMED_WORK) !== 0)
        ) {
          counts.renders++;
          if (alternate === null) counts.mounts++;
          const type = typeOf(fiber);
          byType.set(type, (byType.get(type) || 0) + 1);
        }
        // Not visited in this commit (bailout): the children are the previous commit's fibers.
        if (fiber.child !== null && (alternate === null || fiber.child !== alternate.child)) {
          for (let child = fiber.child; child !== null; child = child.sibling) stack.push(child);
        }
      }
    };
    const hook = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer) {
        const id = hook.renderers.size + 1;
        hook.renderers.set(id, renderer);
        return id;
      },
      onCommitFiberRoot(_id, root) {
        const start = performance.now();
        counts.commits++;
        commitTimes.push(Math.round(start * 10) / 10);
        try {
          walk(root);
        } catch (error) {
          walkError = String(error && error.stack ? error.stack : error);
        }
        lastCommitAt = performance.now();
        counts.walkMs += lastCommitAt - start;
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: hook,
      configurable: true,
      writable: true,
    });

    const inHead = (node) => {
      const head = document.head;
      return head !== null && (node === head || head.contains(node));
    };
    const markCreated = (element) => {
      if (before.has(element) || created.has(element)) return;
      created.add(element);
      counts.created++;
    };
    const take = (records) => {
      for (const record of records) {
        const target =
          record.type === 'characterData' ? record.target.parentElement : record.target;
        if (!target || target.nodeType !== 1 || inHead(target)) continue;
        counts.records++;
        if (record.type === 'childList') {
          for (const node of record.addedNodes) {
            if (node.nodeType !== 1) continue;
            markCreated(node);
            for (const element of node.querySelectorAll('*')) markCreated(element);
          }
        }
        if (before.has(target) && !touched.has(target)) {
          touched.add(target);
          counts.updated++;
        }
      }
    };
    const observer = new MutationObserver((records) => {
      lastMutationAt = performance.now();
      take(records);
    });
    observer.observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });

    const rows = () => Array.from(document.querySelectorAll(ROWS));
    const nameOf = (type) => {
      if (typeof type === 'function') return type.displayName || type.name || '(anonymous)';
      if (type && typeof type === 'object') return type.displayName || '(object)';
      return String(type);
    };
    window.__benchWork = {
      reset() {
        observer.takeRecords();
        fresh();
        lastCommitAt = performance.now();
        lastMutationAt = lastCommitAt;
      },
      read() {
        take(observer.takeRecords());
        return {
          ...counts,
          walkMs: Math.round(counts.walkMs * 10) / 10,
          commitTimes: commitTimes.slice(),
          error: walkError,
        };
      },
      quietFor: () => performance.now() - Math.max(lastCommitAt, lastMutationAt),
      rows,
      tagRows() {
        const list = rows();
        for (const row of list) row[TAG] = true;
        return list.length;
      },
      checkRows() {
        const list = rows();
        return {
          rows: list.length,
          recreated: list.filter((row) => row[TAG] !== true).length,
          firstText: list.length > 0 ? list[0].textContent || '' : '',
        };
      },
      top(count) {
        const list = [...byType].sort((a, b) => b[1] - a[1]).slice(0, count);
        window.__benchTopTypes = list.map(([type]) => type);
        return list.map(([type, renders]) => ({ name: nameOf(type), renders }));
      },
    };
  })();`;
}
