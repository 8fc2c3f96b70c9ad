import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { createApolloClient } from './graphql/client.ts';
import { createRoutes } from './routes.tsx';
import './styles/tokens.css';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(<App client={createApolloClient()} router={createBrowserRouter(createRoutes())} />);
