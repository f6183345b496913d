// web/library.js — JavaScript the game's C code calls in the browser build (--js-library,
// cmake/TdWeb.cmake). Run on the page's thread whichever thread calls them.
mergeInto(LibraryManager.library, {
  // src/app/sys_file.c: a saved file changed; web/pre.js copies the files to the browser storage.
  td_web_persist__proxy: 'async',
  // (and what SDL2's audio calls from its own JavaScript, which nothing else would link in)
  td_web_persist__deps: ['$autoResumeAudioContext', '$dynCall'],
  td_web_persist: function () {
    if (Module['tdPersist'])
      Module['tdPersist']();
  },
});
