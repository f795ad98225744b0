#!/usr/bin/env node
/**
 * `npm run bench:web:floor`: the least JavaScript any page of this stack can load. Builds three throw-away
 * apps with the shop's Vite settings — React DOM rendering one element; plus a React Router data router
 * with one route and a link; plus a Redux store with one RTK Query endpoint, react-redux and redux-persist —
 * and prints the gzip size (level 9) of the JavaScript each one ships. Nothing of the shop is in them, so
 * they show how much of the `/` budget the required libraries take before the shop adds a line.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
// Inside apps/web so that the throw-away apps resolve the shop's own node_modules.
const scratch = join(webRoot, '.stack-floor');
const reactRouterProduction = join(webRoot, '../../node_modules/react-router/dist/production/index.mjs');

const apps = {
  'React DOM': `
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<p>Bond Bike Rental</p>);
`,
  '+ React Router data router': `
import { createRoot } from 'react-dom/client';
import { Link, Outlet, RouterProvider, createBrowserRouter } from 'react-router';
const router = createBrowserRouter([
  { path: '/', element: <Outlet />, children: [{ index: true, element: <Link to="/allbikes">All Bikes</Link> }] },
]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`,
  '+ Redux Toolkit, RTK Query, react-redux, redux-persist': `
import { createRoot } from 'react-dom/client';
import { Link, Outlet, RouterProvider, createBrowserRouter } from 'react-router';
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (b) => ({ bikes: b.query({ query: () => '/bikes' }) }),
});
const user = createSlice({ name: 'user', initialState: { email: '' }, reducers: { set: (s, a) => { s.email = a.payload; } } });
const store = configureStore({
  reducer: combineReducers({ [api.reducerPath]: api.reducer, user: persistReducer({ key: 'root', storage }, user.reducer) }),
  middleware: (defaults) => defaults({ serializableCheck: false }).concat(api.middleware),
});
persistStore(store);
function Home() {
  const { data } = api.useBikesQuery();
  return <Link to="/allbikes">{data ? 'All Bikes' : '…'}</Link>;
}
const router = createBrowserRouter([{ path: '/', element: <Outlet />, children: [{ index: true, element: <Home /> }] }]);
createRoot(document.getElementById('root')).render(<Provider store={store}><RouterProvider router={router} /></Provider>);
`,
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

try {
  console.log('Least JavaScript of the stack (gzip -9), built with the shop’s Vite settings:');
  for (const [name, source] of Object.entries(apps)) {
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch, { recursive: true });
    writeFileSync(join(scratch, 'main.jsx'), source);
    writeFileSync(
      join(scratch, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
    );
    await build({
      configFile: false,
      logLevel: 'silent',
      root: scratch,
      plugins: [react()],
      resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
      build: { target: 'es2022', outDir: join(scratch, 'dist'), emptyOutDir: true },
    });
    const assets = join(scratch, 'dist', 'assets');
    const gzip = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
    console.log(`  ${name.padEnd(56)} ${kb(gzip)}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
