/**
 * A page whose render work is known, to check the render-work counter (render-counter.ts) against
 * the production build of the app's own React. Every kind of component the counter counts is here
 * (function, class, forwardRef, memo), a state change deep in the tree (the rest bails out), a
 * memoised list that grows, and a table whose rows are keyed by id and change page. The expected
 * counts are in ../render-check.ts.
 */
import { Component, forwardRef, memo, useState } from 'react';
import { createRoot } from 'react-dom/client';

interface CheckControls {
  mount: () => void;
  bump: () => void;
  setItems: (items: number[]) => void;
  setPage: (page: number) => void;
}

declare global {
  interface Window {
    __check: CheckControls;
  }
}

const controls: CheckControls = {
  mount: () => createRoot(document.getElementById('root')!).render(<App />),
  bump: () => {},
  setItems: () => {},
  setPage: () => {},
};
window.__check = controls;

function Leaf({ n }: { n: number }) {
  return <li>item {n}</li>;
}
const MemoLeaf = memo(Leaf);

class Klass extends Component {
  override render() {
    return <em>class</em>;
  }
}

const Fwd = forwardRef<HTMLElement, { label: string }>(function Fwd({ label }, ref) {
  return <b ref={ref}>{label}</b>;
});

function Counter() {
  const [count, setCount] = useState(0);
  controls.bump = () => setCount((value) => value + 1);
  return <p>count {count}</p>;
}

function Static() {
  return <span>static</span>;
}

function List({ items }: { items: number[] }) {
  return (
    <ul>
      {items.map((n) => (
        <MemoLeaf key={n} n={n} />
      ))}
    </ul>
  );
}

function Rows({ page }: { page: number }) {
  const ids = [1, 2, 3].map((index) => (page - 1) * 3 + index);
  return (
    <table>
      <tbody>
        {ids.map((id) => (
          <tr key={id}>
            <td>{id}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function App() {
  const [items, setItems] = useState([1, 2, 3]);
  const [page, setPage] = useState(1);
  controls.setItems = setItems;
  controls.setPage = setPage;
  return (
    <main>
      <Counter />
      <Static />
      <Klass />
      <Fwd label="forward" />
      <List items={items} />
      <Rows page={page} />
    </main>
  );
}
