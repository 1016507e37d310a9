import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useStoryText } from '../../internal/story-helpers.tsx';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Card, CardBody, CardFooter, CardHeader, CardTitle } from '../../primitives/Card/Card.tsx';
import { Link } from '../../primitives/Link/Link.tsx';
import { PasswordField } from '../../primitives/PasswordField/PasswordField.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/Tabs.tsx';
import { TextField } from '../../primitives/TextField/TextField.tsx';

/** One small screen built only from primitives; the brands differ by tokens alone. */
function SampleScreen({ brand }: { brand: string }) {
  const text = useStoryText();
  return (
    <div data-brand={brand} data-testid={`brand-${brand}`} className="flex-1 rounded-lg bg-surface-muted p-3">
      <Card>
        <CardHeader>
          <CardTitle level={2}>{text('Sign in', 'تسجيل الدخول')}</CardTitle>
          <Badge variant="primary">{brand === 'kora' ? 'Kora' : text('Hadaf', 'هدف')}</Badge>
        </CardHeader>
        <CardBody className="flex flex-col gap-3">
          <Tabs aria-label={text('Sign-in method', 'طريقة الدخول')}>
            <TabList>
              <Tab id="email">{text('E-mail', 'البريد')}</Tab>
              <Tab id="phone">{text('Phone', 'الهاتف')}</Tab>
            </TabList>
            <TabPanel id="email" className="flex flex-col gap-3 pt-3">
              <TextField label={text('E-mail or phone', 'البريد أو الهاتف')} defaultValue="fan@hadaf.example" />
              <PasswordField label={text('Password', 'كلمة المرور')} defaultValue="secret123" />
            </TabPanel>
            <TabPanel id="phone" />
          </Tabs>
        </CardBody>
        <CardFooter className="flex items-center justify-between gap-3">
          <Link href="#">{text('Forgot password?', 'نسيت كلمة المرور؟')}</Link>
          <Button>{text('Log in', 'دخول')}</Button>
        </CardFooter>
      </Card>
    </div>
  );
}

const meta = {
  title: 'Foundations/Brands',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The same screen in the Hadaf brand and in a second brand ("Kora") that overrides tokens only. */
export const SameScreenTwoBrands: Story = {
  render: () => (
    <div className="flex flex-col gap-4 p-4 sm:flex-row">
      <SampleScreen brand="hadaf" />
      <SampleScreen brand="kora" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [hadafButton, koraButton] = canvas.getAllByRole('button', { name: /Log in|دخول/ });
    // Same component, different brand tokens: the primary colour differs.
    const colour = (element: Element) => getComputedStyle(element).backgroundColor;
    await expect(colour(hadafButton!)).not.toBe(colour(koraButton!));
  },
};
