import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initMonitoring } from './lib/monitoring';

void initMonitoring();

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
