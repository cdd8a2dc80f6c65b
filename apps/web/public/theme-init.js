// Runs before the app loads: applies the saved theme (ui-storage, spec §3/§4) so the first paint is already right.
(() => {
  let theme = 'system';
  try {
    const saved = JSON.parse(localStorage.getItem('ui-storage') || '{}');
    if (saved?.state && ['light', 'dark', 'system'].includes(saved.state.theme)) theme = saved.state.theme;
  } catch {
    // Unreadable storage: fall back to the system theme.
  }
  const dark =
    theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
