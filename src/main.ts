// The page's only script: defining the shell pulls in the components it shows.
import './ui/zs-app.js';
