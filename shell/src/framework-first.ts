// What every page runs before the shell's own code (see index.ts): evaluated here, in a task of
// its own, so bootstrap's import of them finds them ready.
import '@casino/platform';
import 'react-dom/client';
