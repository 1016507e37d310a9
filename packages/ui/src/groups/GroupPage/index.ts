export * from './GroupPage.tsx';
export * from './GroupMembers.tsx';
export * from './GroupShare.tsx';
