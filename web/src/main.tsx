import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { createApolloClient } from './graphql/client.ts';
import { revalidateOnFocus } from './data/focus-revalidation.ts';
import { createRoutes } from './routes.tsx';
import { startRoomEarly } from './play/index.ts';
import './styles/tokens.css';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const client = createApolloClient();
startRoomEarly(client);
revalidateOnFocus(client);
createRoot(root).render(<App client={client} router={createBrowserRouter(createRoutes())} />);
