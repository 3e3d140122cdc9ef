// What the browser build imports as 'react' (vite.config.ts: Preact's compatibility layer; decision 022). Preact 11
// has every hook and API the app and its libraries use except `Activity` (React 19.2), which Mantine's Transition,
// Collapse and Tabs render only when asked to keep hidden content mounted (`keepMounted`, which the app does not
// use): hidden content is then not rendered at all, as without `keepMounted`.
export * from 'preact/compat';
export { default } from 'preact/compat';

export function Activity(props) {
  return props.mode === 'hidden' ? null : props.children;
}
