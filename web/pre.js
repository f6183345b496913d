// web/pre.js — the page's side of the game's start-up, linked in front of troyes-dice.js
// (--pre-js, cmake/TdWeb.cmake).
//
// - The saved files (settings, profiles, the game in progress, the guided game's step) live in
//   /save, a folder kept in the browser's storage (IndexedDB): read back before main() starts,
//   copied back after each file the game writes, replaces, sets aside or removes
//   (src/app/sys_file.c asks for it through Module.tdPersist).
// - The page's address gives the command line, one argument per "arg" parameter
//   (index.html?arg=--game&arg=1p-std%2342), and environment variables, one per "env" parameter
//   (env=TROYES_DICE_LANG=fr); the browser tests use them, a player never needs them.
var Module = typeof Module !== 'undefined' ? Module : {};

var tdQuery = typeof location !== 'undefined' ? new URLSearchParams(location.search) : new URLSearchParams();
Module.arguments = Module.arguments || tdQuery.getAll('arg');

Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  var home = '/save';
  FS.mkdir(home);
  FS.mount(IDBFS, {}, home);
  ENV.TROYES_DICE_HOME = home;
  tdQuery.getAll('env').forEach(function (kv) {
    var eq = kv.indexOf('=');
    if (eq > 0)
      ENV[kv.slice(0, eq)] = kv.slice(eq + 1);
  });
  addRunDependency('td-storage');
  FS.syncfs(true, function (err) {
    if (err)
      console.error('troyes-dice: the saved files could not be read from the browser storage: ' + err);
    removeRunDependency('td-storage');
  });
});

// One copy to the browser storage at a time; a change made during a copy gets one more.
(function () {
  var copying = false, again = false;
  // no copy running nor asked for: every change made so far is in the storage (the tests wait on it)
  Module.tdPersistIdle = function () { return !copying && !again; };
  Module.tdPersist = function () {
    if (copying) {
      again = true;
      return;
    }
    copying = true;
    FS.syncfs(false, function (err) {
      copying = false;
      if (err)
        console.error('troyes-dice: the saved files could not be kept in the browser storage: ' + err);
      if (again) {
        again = false;
        Module.tdPersist();
      }
    });
  };
})();
