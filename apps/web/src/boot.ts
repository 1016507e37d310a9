// The entry is a one-frame trampoline: the start-up loader in index.html paints first, then the app's code is
// fetched and run. Parsing the framework on a slow phone takes a while; the loader is what shows meanwhile.
requestAnimationFrame(() => {
  setTimeout(() => void import('./main.tsx'));
});
