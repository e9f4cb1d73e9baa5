import { createContext, useContext } from 'react';
import { pageConnection } from './page-connection';
import { type ServerConnection } from './server-connection';

/** The page's connection by default; a test gives its own. */
export const ServerConnectionContext = createContext<ServerConnection>(pageConnection);

export const useServerConnection = (): ServerConnection => useContext(ServerConnectionContext);
