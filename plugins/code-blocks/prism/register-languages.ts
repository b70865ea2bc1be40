/**
 * Registers the extra Prism languages of `themeConfig.prism.additionalLanguages`
 * with prism-react-renderer, once, when the first code block's code loads
 * (plugins/prism-on-demand keeps this out of the startup code).
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import { Prism } from 'prism-react-renderer';

prismIncludeLanguages(Prism);
