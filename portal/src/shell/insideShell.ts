import { createContext, useContext } from 'react';

/** True under the portal's shell: a page that can stand on its own (the staff profile page) then adds no frame. */
export const InsideShell = createContext(false);

export const useInsideShell = () => useContext(InsideShell);
