export { Tabs, TabList, Tab, TabPanel, tabStyles, type TabsProps, type TabListProps, type TabProps, type TabPanelProps } from './Tabs.tsx';
