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

  // src/game/shell/store.c: the browser's full screen on (1), off (0), or switched (-1, from the
  // page's state). Browsers allow it only shortly after a click or a key: the game asks at its
  // next frame, well within that.
  td_web_fullscreen: function (on) {
    var d = document;
    if (on < 0)
      on = !d.fullscreenElement;
    if (on && !d.fullscreenElement && d.documentElement.requestFullscreen)
      d.documentElement.requestFullscreen().catch(function (e) {
        console.warn('troyes-dice: full screen refused: ' + e);
      });
    else if (!on && d.fullscreenElement)
      d.exitFullscreen();
  },
});
