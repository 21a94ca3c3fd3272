/** Sales: opportunities (`OP-`) through the organisation's sales process, and what they share with the web app. */
export * from './document.schemas';
export * from './follow-up.schemas';
export * from './insight.schemas';
export * from './opportunity.schemas';
export * from './sales.errors';
export * from './sales.rules';
export * from './target.schemas';
