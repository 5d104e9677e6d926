import { createStore } from 'jotai/vanilla';

/**
 * The one jotai store of the app. React reads it through `<Provider store={appStore}>` (src/app/App.tsx); route
 * loaders, guards and the API's session binding read and write it outside React.
 */
export const appStore = createStore();
