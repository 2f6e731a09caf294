const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Two entries behind one HTML page: the sign-in page loads only what it shows (a fraction of the
// app's JavaScript); everything else loads the app. The app sends a signed-out user here with a
// full page load (see the /signin route), so the two never share a running page.
const entry = window.location.pathname === '/signin' ? import('./features/auth/sign-in-entry') : import('./app/app-entry');
void entry.then(({ mount }) => mount(container));
