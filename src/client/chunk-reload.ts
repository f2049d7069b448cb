/** SPEC §2: after a chunk load error the page reloads once; a second failure within 10 s does not loop. */
export function installChunkReload(win: Window = window, now = () => Date.now()) {
  const key = 'MBTI-chunk-reload';
  const reloadOnce = () => {
    const last = Number(win.sessionStorage.getItem(key) ?? 0);
    if (now() - last < 10_000) return false;
    win.sessionStorage.setItem(key, String(now()));
    win.location.reload();
    return true;
  };
  win.addEventListener('vite:preloadError', (e) => { e.preventDefault(); reloadOnce(); });
  win.addEventListener('unhandledrejection', (e) => {
    const msg = String((e as PromiseRejectionEvent).reason?.message ?? '');
    if (/Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(msg)) reloadOnce();
  });
  return reloadOnce;
}
