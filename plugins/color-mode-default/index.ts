import type { Plugin } from '@docusaurus/types';

/**
 * Docusaurus resolves "respect the system preference" as light whenever the
 * browser does not say it prefers dark. Our default is dark, so a visitor whose
 * browser states no preference, and who has made no choice, gets dark; a
 * visitor whose system asks for light still gets light.
 *
 * This runs right after the theme's own inline script, before first paint.
 */
const script = `(function(){try{
var d=document.documentElement;
if(new URLSearchParams(location.search).get('docusaurus-theme'))return;
if(localStorage.getItem('theme'))return;
var m=window.matchMedia;
if(!m('(prefers-color-scheme: light)').matches&&!m('(prefers-color-scheme: dark)').matches){d.setAttribute('data-theme','dark');}
}catch(e){}})();`;

export default function colorModeDefaultPlugin(): Plugin {
  return {
    name: 'color-mode-default',
    injectHtmlTags() {
      return {
        preBodyTags: [{ tagName: 'script', innerHTML: script }],
      };
    },
  };
}
