import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { T, useStoryText } from '../../internal/story-helpers.tsx';
import * as icons from './Icon.tsx';
import type { IconProps } from './Icon.tsx';

const directionalNames = ['ChevronStartIcon', 'ChevronEndIcon', 'ArrowStartIcon', 'ArrowEndIcon'];

const all = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [string, ComponentType<IconProps>][];
const directional = all.filter(([name]) => directionalNames.includes(name));
const others = all.filter(([name]) => !directionalNames.includes(name));

function Grid({ entries, size }: { entries: [string, ComponentType<IconProps>][]; size?: number }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
      {entries.map(([name, Icon]) => (
        <li key={name} data-icon={name} className="flex flex-col items-center gap-1 rounded-md border border-border p-2 text-fg">
          <Icon size={size} />
          <code className="text-xs text-fg-muted" dir="ltr">
            {name.replace(/Icon$/, '')}
          </code>
        </li>
      ))}
    </ul>
  );
}

function Gallery({ size }: { size?: number }) {
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="directional" className="flex flex-col gap-2">
        <h2 id="directional" className="text-sm font-semibold text-fg">
          <T en="Directional: point the other way in Arabic" ar="اتجاهية: تنعكس في العربية" />
        </h2>
        <Grid entries={directional} size={size} />
      </section>
      <section aria-labelledby="others" className="flex flex-col gap-2">
        <h2 id="others" className="text-sm font-semibold text-fg">
          <T en="Not mirrored" ar="لا تنعكس" />
        </h2>
        <Grid entries={others} size={size} />
      </section>
    </div>
  );
}

const meta = {
  title: 'Primitives/Icons',
  component: Gallery,
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon; ChevronStart/End and ArrowStart/End mirror in rtl, the others never do. */
export const AllIcons: Story = {
  play: async ({ canvasElement }) => {
    const rtl = getComputedStyle(canvasElement).direction === 'rtl';
    for (const [name] of all) {
      const svg = canvasElement.querySelector(`[data-icon="${name}"] svg`)!;
      const mirrored = getComputedStyle(svg).scale.startsWith('-1');
      await expect({ name, mirrored }).toEqual({ name, mirrored: rtl && directionalNames.includes(name) });
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const Large: Story = { args: { size: 32 } };

/** A label makes an icon meaningful (role=img with a name); without one it is hidden from assistive technology. */
function LabelledIcons() {
  const text = useStoryText();
  return (
    <div className="flex items-center gap-3 text-error-600">
      <icons.AlertIcon label={text('Error', 'خطأ')} />
      <icons.SuccessIcon className="text-success-600" />
    </div>
  );
}

export const Labelled: Story = {
  render: () => <LabelledIcons />,
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole('img');
    await expect(images).toHaveLength(1);
    await expect(images[0]).toHaveAccessibleName(/Error|خطأ/);
  },
};
