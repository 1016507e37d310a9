import { useTranslation } from '../../i18n/react.ts';
import { Dialog as AriaDialog, Heading } from 'react-aria-components';
import { createCompetitionSenders } from '@hadaf/domain';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { CompetitionCreated } from '../CompetitionCreated/CompetitionCreated.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { Spinner } from '../../primitives/Spinner/Spinner.tsx';
import { Stepper } from '../../primitives/Stepper/Stepper.tsx';
import { DetailsStep } from './DetailsStep.tsx';
import { MatchesStep } from './MatchesStep.tsx';
import { PrizeStep } from './PrizeStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import type { CompetitionWizardProps } from './types.ts';

/**
 * The competition creation wizard (competitions §2, §4): a large modal with a static backdrop and a stepper over
 * Details, Select Matches, Prize and Review. Next shows the step's errors instead of advancing; Previous is
 * disabled on step 1; Submit is disabled while submitting. The Created modal and the join confirmation follow it.
 */
export function CompetitionWizard(props: CompetitionWizardProps) {
  const { view, send } = props;
  const { t } = useTranslation('ui');
  const steps = view.steps.map((step) => ({ id: step, label: t(`lobby.wizard.steps.${step}`) }));
  const senders = createCompetitionSenders(send);
  return (
    <>
      <Modal isOpen={view.isWizardOpen} staticBackdrop size="lg">
        <AriaDialog className="flex max-h-[90vh] flex-col outline-none">
          <div className="flex flex-col gap-4 px-6 pt-6 pb-2">
            <div className="flex items-start justify-between gap-2">
              <Heading slot="title" className="text-xl font-bold text-fg">
                {t('lobby.wizard.title')}
              </Heading>
              <Button variant="ghost" size="sm" isDisabled={view.isSubmitting} onPress={() => send({ type: 'CLOSE' })}>
                {t('lobby.wizard.cancel')}
              </Button>
            </div>
            <Stepper steps={steps} currentIndex={view.stepIndex} />
          </div>
          {/* The step scrolls between a fixed header and footer; focusable, so a keyboard scrolls it when nothing in it is. */}
          <div
            role="group"
            aria-label={t(`lobby.wizard.steps.${view.step}`)}
            tabIndex={0}
            className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-6 py-4 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
          >
            {view.step === 'details' && <DetailsStep view={view} send={send} leagues={props.leagues} />}
            {view.step === 'matches' && <MatchesStep {...props} />}
            {view.step === 'prize' && <PrizeStep view={view} send={send} />}
            {view.step === 'review' && <ReviewStep view={view} leagues={props.leagues} />}
            {view.submitError && <Alert tone="error" title={t(view.submitError)} />}
          </div>
          <div className="flex justify-between gap-2 border-t border-border px-6 py-4">
            <Button variant="outline" isDisabled={!view.canGoPrevious} onPress={() => send({ type: 'PREVIOUS' })}>
              {t('lobby.wizard.previous')}
            </Button>
            <div className="flex items-center gap-2">
              {/* A spinner beside a disabled button rather than a pending one: the button leaves with the modal. */}
              {view.isSubmitting && <Spinner size="sm" />}
              {view.step === 'review' ? (
                <Button isDisabled={!view.canSubmit} onPress={() => send({ type: 'SUBMIT' })}>
                  {t('lobby.wizard.submit')}
                </Button>
              ) : (
                <Button isDisabled={!view.canGoNext} onPress={() => send({ type: 'NEXT' })}>
                  {t('lobby.wizard.next')}
                </Button>
              )}
            </div>
          </div>
        </AriaDialog>
      </Modal>
      <CompetitionCreated
        view={view}
        onToggleAutoJoin={senders.toggleAutoJoin}
        onGoToCompetition={senders.goToCompetition}
        onClose={senders.close}
        onConfirmJoin={senders.confirmJoin}
        onCancelJoin={senders.cancelJoin}
      />
    </>
  );
}
