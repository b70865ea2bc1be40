/**
 * Registers the extra Prism languages of `themeConfig.prism.additionalLanguages`
 * with prism-react-renderer, once, when the first code block's code loads
 * (code-blocks/index.ts keeps this out of the startup code).
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import { Prism } from 'prism-react-renderer';

prismIncludeLanguages(Prism);
