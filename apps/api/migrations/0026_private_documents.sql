-- Private documents (docs/decisions/private-documents.md): national id scans and the generated redemption
-- forms. `name` is the file name a download is offered under (receipt.pdf, national-id-front.jpg); files
-- stored before it have none and get one from their purpose. Purposes now: national_id_front,
-- national_id_back, profile_picture, redemption_form.
ALTER TABLE files ADD COLUMN name text;
