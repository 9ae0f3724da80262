/**
 * The signed-in member's session (docs/product/session.md#store: kept under `auth-partner-storage`).
 *
 * "Stay signed in" decides where it lives: checked, localStorage (it survives closing the browser
 * and is shared by every tab); unchecked, sessionStorage (this tab only, gone when it is closed).
 * The store is the single source of truth for tokens: the API middleware reads and writes it, the
 * router guard reads it (no network, so guards work offline) and React subscribes to it.
 */
export interface Session {
  token: string;
  refreshToken: string;
  name: string;
  id: string;
  isApproved: boolean;
  /** When the sign-in ends (ISO 8601; no refresh goes beyond it): warned a minute before. */
  endsAt?: string;
  /** The e-mail it was made with: signing in again before the end asks only for the password. */
  email?: string;
}

export const SESSION_KEY = 'auth-partner-storage';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

function storages(): Storage[] {
  return typeof window === 'undefined' ? [] : [window.sessionStorage, window.localStorage];
}

function readRaw(): { raw: string | null; storage: Storage | null } {
  for (const storage of storages()) {
    const raw = storage.getItem(SESSION_KEY);
    if (raw) return { raw, storage };
  }
  return { raw: null, storage: null };
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.token === 'string' && typeof value.id === 'string') {
      return {
        token: value.token,
        refreshToken: typeof value.refreshToken === 'string' ? value.refreshToken : '',
        name: typeof value.name === 'string' ? value.name : '',
        id: value.id,
        isApproved: value.isApproved === true,
        ...(typeof value.endsAt === 'string' && { endsAt: value.endsAt }),
        ...(typeof value.email === 'string' && { email: value.email }),
      };
    }
  } catch {
    // A damaged entry is treated as signed out.
  }
  return null;
}

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  /** The current session, or null when signed out. Stable identity while unchanged. */
  read(): Session | null {
    const { raw } = readRaw();
    if (raw !== cached.raw) cached = { raw, session: parse(raw) };
    return cached.session;
  },

  /** Whether the session lives in localStorage ("Stay signed in"). */
  isRemembered(): boolean {
    return readRaw().storage === window.localStorage;
  },

  /** Stores a new session; `remember` chooses localStorage over sessionStorage. */
  write(session: Session, remember: boolean) {
    const target = remember ? window.localStorage : window.sessionStorage;
    const other = remember ? window.sessionStorage : window.localStorage;
    other.removeItem(SESSION_KEY);
    target.setItem(SESSION_KEY, JSON.stringify(session));
    emit();
  },

  /** Replaces the tokens after a refresh, wherever the session lives. */
  update(patch: Partial<Session>) {
    const { raw, storage } = readRaw();
    const current = parse(raw);
    if (!current || !storage) return;
    storage.setItem(SESSION_KEY, JSON.stringify({ ...current, ...patch }));
    emit();
  },

  /**
   * Signs out locally: everything is removed, the refresh token included (a deviation, docs/product/deviations.md,
   * which keeps it: on a shared tablet it would let the next person resume the session).
   */
  clear() {
    for (const storage of storages()) storage.removeItem(SESSION_KEY);
    emit();
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in, refreshing or signing out changes localStorage: tell this tab's readers.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) emit();
  });
}
