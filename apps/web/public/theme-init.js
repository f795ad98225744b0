// Applies the remembered dark theme before the first paint (the app's store restores it later).
try {
  var saved = JSON.parse(localStorage.getItem('persist:root') || '{}');
  if (saved.theme && JSON.parse(saved.theme).isDarkMode === true) document.documentElement.classList.add('dark');
} catch {
  // No saved theme: light.
}
