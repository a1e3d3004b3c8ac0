// The site-wide stylesheets, ahead of every component's: a module of the shared chunk, whose CSS
// comes before the entry chunk's, so the cascade keeps this order whichever chunk a component is in.
import '../styles/global.css';
import '../styles/print.css';
