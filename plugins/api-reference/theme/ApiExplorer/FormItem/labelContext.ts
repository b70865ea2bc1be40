import { createContext } from 'react';

/**
 * The id of the label of the request-panel field a control sits in (see
 * ./index.tsx); the controls name themselves with it. Undefined outside a
 * labelled field (or one the surroundings name, as ../Server does).
 */
export const FieldLabelContext = createContext<string | undefined>(undefined);
