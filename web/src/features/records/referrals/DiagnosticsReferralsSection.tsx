import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { labReferralKind } from '@praktijk/shared/record-kinds';
import { DIAGNOSTIC_REFERRALS_PAGE_SIZE } from '@praktijk/shared/records/lab';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { callApi, isApiError } from '@/api';
import { uploadToS3 } from '@/api/upload';
import { useCan } from '@/auth/permissions';
import { type PagedColumn } from '@/components/table/PagedTable';
import { queryKeyOf } from '@/query/api-query';
import { type RecordPageAnswer, usePagedRecordKind } from '@/query/paged-record-kind';
import { ChartButton } from '../health/chart/ChartButton';
import { type HealthSectionProps } from '../health-section';
import { HealthRecordList } from '../HealthRecordList';
import { useCatalogueDefaults } from '../health/vitals/useCatalogueDefaults';
import { useMayDelete } from '../health/vitals/useMayDelete';
import { AddLabReferralForm } from './diagnostics/AddLabReferralForm';
import { LAB_COLUMNS, type LabReferral, labRowLabel, withReferral } from './diagnostics/lab-columns';
import { type LabActions, LabTestsCell } from './diagnostics/LabTestsCell';

/** The date the referral was made: the delete overlay's 'DELETE LAB REFERRAL ON <date>'. */
const dateOf = (referral: LabReferral) => referral.diagnostics_date;
/** The result document's view link lasts 15 minutes (the server's presigned URL): the list is read again well before. */
const REFRESH_LINKS_MS = 10 * 60_000;

export interface DiagnosticsReferralsSectionProps extends HealthSectionProps {
  /** The consultation card's results chart (spec 3 §2 "Diagnostic Referrals (results chart)"). */
  chart?: boolean;
}

/**
 * The Diagnostics Referrals sub-tab of the Referrals tab (spec 2 §2) and the consultation's
 * Diagnostic Referrals card (spec 3 §2): the patient's referrals to the laboratory and radiology,
 * newest first, 5 a page (spec 2 §9), each with all its tests shown (details always expanded), a
 * result field per test and its result document. Add, the results and the document need add on
 * lab; a user with view alone (a nurse) reads it all. The delete button carries no permission of
 * its own (spec 2 §6): it shows where the server allows it, for whoever may delete lab referrals
 * and for a referral's author. Inside a consultation a new referral carries its decursus; outside
 * one it goes through the administration route.
 */
export function DiagnosticsReferralsSection({ patientId, decursusId, headingVariant, onStatusChange, chart = false }: DiagnosticsReferralsSectionProps) {
  const can = useCan();
  const client = useQueryClient();
  const chartKey = queryKeyOf('getLabChart', { params: { id: patientId } });
  const list = usePagedRecordKind<LabReferral>(labReferralKind, patientId, {
    decursusId,
    enabled: can('view', 'lab'),
    pageSize: DIAGNOSTIC_REFERRALS_PAGE_SIZE,
    alsoStale: [chartKey],
  });
  const mayAdd = can('add', 'lab');
  const create = mayAdd ? list.create?.mutateAsync : undefined;
  // The server's rule (deleteRule 'authorOrPermission'): delete on lab, or the referral's author with add.
  const canDelete = useMayDelete('lab');
  // Read as the list opens, so the add form opens prefilled.
  const defaults = useCatalogueDefaults();

  const pagesKey: QueryKey = useMemo(() => [labReferralKind.routes.list.operation, { params: { id: patientId } }], [patientId]);
  useEffect(() => {
    const timer = setInterval(() => void client.invalidateQueries({ queryKey: pagesKey }), REFRESH_LINKS_MS);
    return () => clearInterval(timer);
  }, [client, pagesKey]);

  const columns = useMemo((): PagedColumn<LabReferral>[] => {
    // Spec 2 §4: the referral is replaced by the server's answer, with its new token for the next write.
    const replaced = (referral: LabReferral) => {
      client.setQueriesData<RecordPageAnswer<LabReferral>>({ queryKey: pagesKey }, (page) => withReferral(page, referral));
      for (const queryKey of [chartKey, queryKeyOf('listLogs', { params: { id: patientId } })]) void client.invalidateQueries({ queryKey });
      return referral;
    };
    // After a 409 the list is read again, so the next try carries the current token.
    const written = (write: Promise<LabReferral>) =>
      write.then(replaced, (error: unknown) => {
        if (isApiError(error) && error.status === 409) void client.invalidateQueries({ queryKey: pagesKey });
        throw error;
      });
    const actions: LabActions = {
      saveResult: (referral, test, value) =>
        written(callApi('saveLabResult', { params: { id: test.id }, body: { result_value: value, consistency_token: referral.consistency_token } })),
      uploadDocument: (referral, file) =>
        written(
          // The file goes to S3 on a ticket; document/ confirms it (api/upload.ts).
          uploadToS3('labDocumentUploadTicket', file, { id: referral.id }).then((upload) =>
            callApi('uploadLabDocument', { params: { id: referral.id }, body: { upload, consistency_token: referral.consistency_token } }),
          ),
        ),
      deleteDocument: (referral) =>
        written(callApi('deleteLabDocument', { params: { id: referral.id }, body: { consistency_token: referral.consistency_token } })),
    };
    return [...LAB_COLUMNS, { id: 'tests', header: 'Tests', cell: (r) => <LabTestsCell referral={r} editable={mayAdd} actions={actions} />, minWidth: 280 }];
  }, [client, pagesKey, chartKey, patientId, mayAdd]);

  return (
    <HealthRecordList<LabReferral>
      testId="lab"
      title="Diagnostics Referrals"
      headingVariant={headingVariant}
      thing="lab referral"
      noticeThing="Lab referral"
      list={list}
      columns={columns}
      dateOf={dateOf}
      rowLabel={labRowLabel}
      canDelete={canDelete}
      actions={
        chart ? (
          <ChartButton testId="lab" operation="getLabChart" patientId={patientId} title="Lab results" subject="Lab results" label="Results chart" />
        ) : undefined
      }
      addForm={
        create
          ? ({ onCreated }) =>
              defaults.settled ? (
                <AddLabReferralForm create={create} onCreated={onCreated} onStatusChange={onStatusChange} headingVariant={headingVariant} />
              ) : (
                <StatusIndicator type="loading">Loading</StatusIndicator>
              )
          : undefined
      }
      empty="No diagnostic referrals"
      // The tests run to several lines: the cells wrap, and the row grows with its tests.
      wrapLines
    />
  );
}
