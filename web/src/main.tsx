// The reference web client's entry (README "Web client"): one Preact tree in <main id="app">.
import { render } from 'preact';
import { App } from './app.js';

const root = document.getElementById('app');
if (root) render(<App />, root);
