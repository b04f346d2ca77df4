export { isolatedName, joinNames, shownName } from '../../export/names.js';
