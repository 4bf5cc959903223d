// Types of every path, operation and schema of the spec.
// Generated from @msg-gateway/openapi/openapi.json: "Messaging Gateway Interface", info.version 2.1.1.
// Do not edit by hand: run `npm run generate -w @msg-gateway/client`.

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get service information
         * @description Reads the service information document: state, version (2.1.1) and the URLs of the
         *     documentation, the interactive API description and the manager.
         *
         *     The names of the two URL fields (`swagger`, `manager`) are not in the interface document;
         *     they come from the Evolution API 2.1.1 documentation. The contract requires the `apikey` header
         *     here as on every operation; a real 2.1.1 gateway answers without it and omits `swagger`
         *     (see the evolution-2.1.1 profile).
         */
        get: operations["getInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendList/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a list message
         * @description Sends a list message to a recipient through the instance. Answers 201 with the sent-message
         *     record carrying the `messageContextInfo` and `pollCreationMessage` content members.
         *
         *     Evolution API 2.1.1 deviates here (see the evolution-2.1.1 profile): it names the sections field `sections`
         *     instead of `values`, does not require `description`, and on its default Baileys channel answers
         *     400 "Method not available on WhatsApp Baileys" instead of sending. The 400, 401 and 404 answers
         *     are not in the interface document; they are the gateway's.
         *
         *     Not connected: on 2.1.1 the connection decides nothing here (no `x-disconnected`): the Baileys
         *     channel refuses every valid list before it touches the account, in every connection state.
         */
        post: operations["sendList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendLocation/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a location message
         * @description Sends a location to a recipient through the instance. Answers 201 with the sent-message record
         *     carrying `locationMessage`.
         *
         *     The interface document does not show which body fields are required; all five content fields are
         *     required by Evolution API 2.1.1. A real 2.1.1 gateway returns `messageTimestamp` as an integer and
         *     omits `status` (see the evolution-2.1.1 profile).
         */
        post: operations["sendLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendSticker/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a sticker
         * @description Sends a sticker (an image URL or raw base64 content, converted to WebP by the gateway) to a
         *     recipient through the instance. Answers 200.
         *
         *     The interface document does not show the response body nor which fields are required; the
         *     sent-message record with `stickerMessage`, and the required `number` and `sticker`, come from
         *     Evolution API 2.1.1. A real 2.1.1 gateway answers 201 instead of 200 (see the evolution-2.1.1 profile).
         */
        post: operations["sendSticker"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/message/sendContact/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send contact cards
         * @description Sends one or more contact cards to a recipient through the instance. Answers 201 with the
         *     sent-message record carrying `contactMessage`.
         *
         *     The interface document does not show which fields are required; `number`, `contact` and, per
         *     contact, `fullName` and `phoneNumber` are required by Evolution API 2.1.1. With two or more
         *     contacts a real 2.1.1 gateway answers with `contactsArrayMessage` instead (see the evolution-2.1.1 profile).
         */
        post: operations["sendContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a scheduled message
         * @description Schedules a text message to `phone`, once at `sendAt` or recurring by `cronExpr`. A recurring
         *     schedule may be limited by `repeats` or by `until`, never both. Answers 200 with the stored
         *     schedule and its new `id`.
         *
         *     Evolution API 2.1.1 has no schedule routes: a real 2.1.1 gateway answers 404
         *     "Cannot POST /schedule" (see the evolution-2.1.1 profile). The 400 and 401 answers are not in the interface
         *     document; they use the gateway's error envelope.
         */
        post: operations["createSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/schedule/{scheduleID}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the schedule to update, as returned in `id` when it was created.
                 * @example 3f2b1c9e-8d4a-4e6b-9a7c-2d1e0f5b6a48
                 */
                scheduleID: components["parameters"]["scheduleID"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a scheduled message
         * @description Replaces the schedule `scheduleID` with the body, under the same rules as create. Answers 200
         *     with the stored schedule.
         *
         *     Evolution API 2.1.1 has no schedule routes: a real 2.1.1 gateway answers 404
         *     "Cannot PUT /schedule/{scheduleID}" (see the evolution-2.1.1 profile). The 400, 401 and 404
         *     answers are not in the interface document; they use the gateway's error envelope (404: no
         *     schedule has that id).
         */
        put: operations["updateSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/markMessageAsRead/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark messages as read
         * @description Marks the given messages of a chat as read. Answers 201 with `{message, read}`.
         *
         *     The interface document does not state the status code; 201 is what Evolution API 2.1.1 answers.
         */
        post: operations["markMessageAsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/getBase64FromMediaMessage/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get the base64 of a media message
         * @description Returns the media of a stored message (image, document, audio, video or sticker) as base64.
         *     `convertToMp4` re-encodes an audio message to MP4.
         *
         *     The interface document does not show the response body or status; the 201 answer and its fields
         *     come from Evolution API 2.1.1, which also answers every failure (for example "Message not found")
         *     with 400.
         *
         *     Not connected: on 2.1.1 the stored message decides the answer, not the connection (no
         *     `x-disconnected`): an id the gateway has not stored is 400 "Message not found" in every
         *     connection state. Only a stored media message of an instance that never connected fails
         *     differently, with 400 ["TypeError: Cannot read properties of undefined (reading
         *     'updateMediaMessage')"] (evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts,
         *     getBase64FromMediaMessage).
         */
        post: operations["getBase64FromMediaMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/updateProfilePicture/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the profile picture
         * @description Sets the profile picture of the account from an http(s) URL or raw base64 image content.
         *
         *     The interface document does not show the format of `picture` nor the response; the URL-or-base64
         *     format and the 200 `{update: "success"}` answer come from Evolution API 2.1.1. Changes the account:
         *     contract runs call it only with `--allow-writes`.
         */
        post: operations["updateProfilePicture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/updatePrivacySettings/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the privacy settings
         * @description Sets the six privacy settings of the account.
         *
         *     The interface document gives the allowed values of the six properties but not their names nor the
         *     response; the names (`readreceipts`, `profile`, `status`, `online`, `last`, `groupadd`) and the 201
         *     answer echoing the settings come from Evolution API 2.1.1, which also accepts `none` for
         *     `groupadd` (see the evolution-2.1.1 profile).
         */
        post: operations["updatePrivacySettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/fetchPrivacySettings/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Fetch the privacy settings
         * @description Reads the six privacy settings of the account.
         *
         *     The interface document does not show the response; the six properties come from Evolution API
         *     2.1.1. A 2.1.1 gateway may report `groupadd: none`, outside the contract's values (see the evolution-2.1.1
         *     profile).
         */
        get: operations["fetchPrivacySettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chat/findChats/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find chats
         * @description Lists the chats of the instance that have at least one stored message, newest first. The request
         *     has no body.
         *
         *     The interface document does not show the chat record; its fields come from Evolution API 2.1.1,
         *     which also accepts an optional `{where: {remoteJid}}` filter body that this contract does not
         *     include.
         */
        post: operations["findChats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance/setPresence/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the presence
         * @description Sets the account-wide presence of the instance.
         *
         *     The interface document does not show the body nor the success response; the `presence` field, its
         *     five values and the 201 answer come from Evolution API 2.1.1. The 404 for an unknown instance is
         *     the interface document's.
         *
         *     Not connected (`x-disconnected`): the recorded `closed` text is for `available` (and
         *     `unavailable`); for `composing`, `recording` and `paused` the WhatsApp library reads the account's
         *     `id` instead, so a connecting or logged-out instance that was never paired answers `(reading
         *     'id')` (Baileys@v6.7.7:src/Socket/chats.ts, sendPresenceUpdate).
         */
        post: operations["setPresence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance/connect/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Connect an instance
         * @description Starts connecting the instance and returns the pairing result: a pairing code for the phone
         *     number given in `number`, the QR content and a counter.
         *
         *     The name of the query parameter (`number`) is not in the interface document; it comes from
         *     Evolution API 2.1.1, which also returns the QR as `base64`, answers after about 2 s, and may omit
         *     `pairingCode` and `code` (see the evolution-2.1.1 profile).
         */
        get: operations["connectInstance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance/connectionState/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Read the connection state
         * @description Reads the connection state of the instance (`open`, `connecting` or `close`).
         *
         *     The interface document shows only `open`; `connecting` and `close` come from Evolution API 2.1.1.
         */
        get: operations["connectionState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance/logout/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Log out an instance
         * @description Logs the instance out of the messaging network. The instance itself is kept.
         *
         *     The 400 answer (instance not connected) is not in the interface document; it is Evolution API
         *     2.1.1's. Ends the session: contract runs call it only with `--allow-writes`.
         */
        delete: operations["logoutInstance"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/instance/restart/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Restart an instance
         * @description Restarts the connection of the instance and returns its state.
         *
         *     Evolution API 2.1.1 uses POST for this route and answers PUT with 404 "Cannot PUT
         *     /instance/restart/{instance}"; its answer body is the connect result rather than the instance
         *     state (see the evolution-2.1.1 profile).
         *
         *     Not connected: 2.1.1 answers this PUT 404 in every connection state, so it has no
         *     `x-disconnected`; the POST restart of the evolution-2.1.1 profile answers a closed instance 200
         *     with a swallowed error instead.
         */
        put: operations["restartInstance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/updateParticipant/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update group members
         * @description Adds, removes, promotes or demotes members of the group given in `groupJid`. Answers 200.
         *
         *     The interface document does not name the query parameter, the action field nor the response body;
         *     `groupJid`, `action` (add, remove, promote, demote) and the per-member result come from Evolution
         *     API 2.1.1, which answers 201 instead of 200 (see the evolution-2.1.1 profile).
         */
        post: operations["updateParticipant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/updateGroupDescription/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the group description
         * @description Sets the description of the group given in `groupJid`.
         *
         *     The interface document does not show how the group is identified nor the response; the `groupJid`
         *     query parameter and the 201 `{update: "success"}` answer come from Evolution API 2.1.1.
         */
        post: operations["updateGroupDescription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/updateGroupSubject/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the group subject
         * @description Sets the subject (name) of the group given in `groupJid`.
         *
         *     The interface document does not show how the group is identified nor the response; the `groupJid`
         *     query parameter and the 201 `{update: "success"}` answer come from Evolution API 2.1.1.
         */
        post: operations["updateGroupSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/participants/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Fetch all group members
         * @description Lists the members of the group given in `groupJid`, with their administrator role.
         *
         *     The interface document does not show how the group is identified; the `groupJid` query parameter
         *     comes from Evolution API 2.1.1, which reports `admin: null` for ordinary members (see the evolution-2.1.1
         *     profile) and adds optional `name` and `imgUrl`.
         */
        get: operations["fetchGroupParticipants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/group/inviteInfo/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Find a group by invite code
         * @description Looks a group up by the invite code of its join link and returns its information.
         *
         *     The interface document shows neither the parameters nor the response; the `inviteCode` query
         *     parameter and the group information record come from Evolution API 2.1.1.
         */
        get: operations["findGroupInfoByInviteCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook/find/{instance}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        /**
         * Find the webhook configuration
         * @description Reads the webhook configuration of the instance: whether it is enabled, its URL and the event
         *     kinds it is subscribed to.
         *
         *     A real 2.1.1 gateway answers the JSON literal `null` when no webhook is configured (see the evolution-2.1.1
         *     profile) and adds the stored row's other fields.
         */
        get: operations["findWebhook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Service information. The interface document names `status`, `message`, `version` and
         *     `documentation` and says the response also carries a URL to the interactive API description and a
         *     URL to the manager without naming them; the names `swagger` and `manager` come from the Evolution
         *     API 2.1.1 documentation. `clientName` is a 2.1.1 addition.
         */
        ServiceInformation: {
            /**
             * @description HTTP status.
             * @example 200
             */
            status: number;
            /**
             * @description Descriptive state text.
             * @example Welcome to the Evolution API, it is working!
             */
            message: string;
            /**
             * @description The current version of the service.
             * @example 2.1.1
             */
            version: string;
            /**
             * Format: uri
             * @description URL of the detailed documentation.
             */
            documentation: string;
            /**
             * Format: uri
             * @description URL of the interactive API description.
             */
            swagger: string;
            /**
             * Format: uri
             * @description URL of the manager.
             */
            manager: string;
            /** @example evolution_exchange */
            clientName?: string;
        };
        /**
         * @description Answer to a missing or invalid `apikey` (interface document: "not shown"; shape from Evolution API
         *     2.1.1, where `response.message` is a plain string here, unlike the 404 envelope).
         */
        UnauthorizedError: {
            /** @constant */
            status: 401;
            /** @constant */
            error: "Unauthorized";
            response: {
                /** @example Unauthorized */
                message: string;
            };
        };
        /**
         * @description Presence time in milliseconds before the message is sent ("composing" is shown meanwhile).
         * @example 1200
         */
        SendDelay: number;
        /** @description Show a preview of the target website when the message contains a link. */
        SendLinkPreview: boolean;
        /** @description Mention everyone when the message is sent (group recipients). */
        SendMentionsEveryOne: boolean;
        /** @description Numbers to mention; each item a JID. */
        SendMentioned: string[];
        /** @description The message to quote. */
        QuotedMessage: {
            key?: {
                /**
                 * @description Id of the quoted message.
                 * @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1
                 * @example 3EB0A7D29E4B1C8F03D6E5A9B2C14F7E80D3A6B5
                 */
                id: string;
            };
            message?: {
                /**
                 * @description Content of the quoted message.
                 * @example Is the shop open today?
                 * @example Thanks!
                 */
                conversation?: string;
            };
        };
        /** @description Body of sendList. Every field but the common send options is required. */
        SendListRequest: {
            /**
             * @description Recipient JID.
             * @example 5511999999999@s.whatsapp.net
             * @example 5511999999999
             */
            number: string;
            /**
             * @example Lunch menu
             * @example Delivery slots
             */
            title: string;
            /** @example Choose today's dish */
            description: string;
            /** @example See options */
            buttonText: string;
            /** @example Orders close at 11:30 */
            footerText: string;
            /** @description The sections of the list. */
            values: {
                /**
                 * @example Mains
                 * @example Desserts
                 */
                title: string;
                rows: {
                    /**
                     * @example Feijoada
                     * @example Moqueca
                     * @example Pudim
                     */
                    title: string;
                    /**
                     * @example Black bean stew with pork
                     * @example Fish stew with coconut milk
                     */
                    description?: string;
                    /**
                     * @example main-feijoada
                     * @example main-moqueca
                     * @example dessert-pudim
                     */
                    rowId: string;
                }[];
            }[];
            delay?: components["schemas"]["SendDelay"];
            linkPreview?: components["schemas"]["SendLinkPreview"];
            mentionsEveryOne?: components["schemas"]["SendMentionsEveryOne"];
            mentioned?: components["schemas"]["SendMentioned"];
            quoted?: components["schemas"]["QuotedMessage"];
        };
        /** @description Identifies a message in a chat. */
        MessageKey: {
            /**
             * @description Identifier of the remote chat (JID).
             * @example 5511999999999@s.whatsapp.net
             */
            remoteJid: string;
            /** @description True when the message was sent by the account owner. */
            fromMe: boolean;
            /**
             * @description Message identifier.
             * @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1
             */
            id: string;
        };
        /** @description Context of a message content member; empty in the response shape of the send operations. */
        ContextInfo: Record<string, never>;
        /**
         * @description Sent-message record, the response of the send operations. `message` holds exactly one content
         *     member per operation. Fields other than `key`, `message`, `messageTimestamp` and `status` are not
         *     in the interface document; Evolution API 2.1.1 adds them.
         */
        SentMessage: {
            key: components["schemas"]["MessageKey"];
            /** @description Content of the message; exactly one content member per operation. */
            message: Record<string, never>;
            /**
             * @description Timestamp of the message (Unix seconds) as a string.
             * @example 1717689097
             */
            messageTimestamp: string;
            /**
             * @description Message status, for example sent, received or pending. The value `PENDING` occurs in responses.
             * @example PENDING
             */
            status: string;
            /** @example Maria Souza */
            pushName?: string;
            contextInfo?: components["schemas"]["ContextInfo"];
            /**
             * @description Kind of the content member, e.g. `locationMessage`.
             * @example locationMessage
             * @example contactMessage
             * @example stickerMessage
             */
            messageType?: string;
            /**
             * @description Identifier of the instance that sent the message.
             * @example 9e3b6c8a-1f2d-4e5b-8a7c-3d2e1f0a9b8c
             */
            instanceId?: string;
            /**
             * @description Device the message was sent from, as guessed by the gateway.
             * @example unknown
             */
            source?: string;
        };
        /** @description Sent-message record of sendList, with the `messageContextInfo` and `pollCreationMessage` content members. */
        SentListMessage: components["schemas"]["SentMessage"] & {
            message?: {
                messageContextInfo: {
                    /** @example 6x9c2pA1yqVnQ0mS7m2d3H9rX4kT8bFvL0eW5sJ1uZo= */
                    messageSecret: string;
                };
                pollCreationMessage: {
                    /** @example Lunch menu */
                    name: string;
                    options: {
                        /**
                         * @example Feijoada
                         * @example Moqueca
                         */
                        optionName: string;
                    }[];
                    /**
                     * @description Number of options that can be selected.
                     * @example 1
                     */
                    selectableOptionsCount: number;
                };
            };
        };
        /**
         * @description Answer to a malformed or invalid request (interface document: "not shown"; envelope from Evolution
         *     API 2.1.1). `response.message` varies by route on 2.1.1: an array holding one array of strings for
         *     body validation of send, chat and instance operations, an array of `{property, message}` objects
         *     for group operations, an array of strings for other failures, and a plain string for a body that
         *     is not JSON (whose `error` then reads "Internal Server Error").
         */
        BadRequestError: {
            /** @constant */
            status: 400;
            /** @example Bad Request */
            error: string;
            response: {
                /** @description Validation messages or the failure text. */
                message: string | unknown[];
            };
        };
        /** @description The interface document's 404 error shape, answered when what the path names (an instance, a schedule) does not exist. */
        NotFoundError: {
            /** @constant */
            status: 404;
            /** @constant */
            error: "Not Found";
            response: {
                /**
                 * @description One message saying that what the path names does not exist.
                 * @example [
                 *       "The \"my-instance\" instance does not exist"
                 *     ]
                 */
                message: string[];
            };
        };
        /**
         * @description Answer when the gateway fails while serving a valid request (interface document: "not shown";
         *     envelope from Evolution API 2.1.1). The common case is an instance whose WhatsApp account is not
         *     connected: the closed socket's error surfaces as `response.message` "Connection Closed", a plain
         *     string; operations that wrap their failures answer an array of strings instead, e.g.
         *     `["Error updating group subject", "Error: Connection Closed"]`
         *     (evolution-api@4ca141b4:src/main.ts error middleware; observed on a real 2.1.1 gateway).
         */
        ServerError: {
            /** @constant */
            status: 500;
            /** @example Internal Server Error */
            error: string;
            response: {
                /** @description The failure text, or the operation's label followed by it. */
                message: string | string[];
            };
        };
        /**
         * @description Body of sendLocation. The interface document does not show which fields are required; all five
         *     content fields are required by Evolution API 2.1.1.
         */
        SendLocationRequest: {
            /**
             * @description Recipient, with country code.
             * @example 5511999999999
             * @example 5511999999999@s.whatsapp.net
             */
            number: string;
            /**
             * @description Name of the place.
             * @example MASP
             * @example Padaria Central
             */
            name: string;
            /**
             * @description Location address.
             * @example Avenida Paulista, 1578 - Bela Vista, São Paulo - SP
             */
            address: string;
            /**
             * @example -23.561414
             * @example -22.951916
             */
            latitude: number;
            /**
             * @example -46.655881
             * @example -43.210487
             */
            longitude: number;
            delay?: components["schemas"]["SendDelay"];
            linkPreview?: components["schemas"]["SendLinkPreview"];
            mentionsEveryOne?: components["schemas"]["SendMentionsEveryOne"];
            mentioned?: components["schemas"]["SendMentioned"];
            quoted?: components["schemas"]["QuotedMessage"];
        };
        /** @description Sent-message record of sendLocation, with the `locationMessage` content member. */
        SentLocationMessage: components["schemas"]["SentMessage"] & {
            message?: {
                locationMessage: {
                    /** @example -23.561414 */
                    degreesLatitude: number;
                    /** @example -46.655881 */
                    degreesLongitude: number;
                    /** @example MASP */
                    name: string;
                    /** @example Avenida Paulista, 1578 - Bela Vista, São Paulo - SP */
                    address: string;
                    contextInfo: components["schemas"]["ContextInfo"];
                };
            };
        };
        /**
         * @description Body of sendSticker. The interface document does not show which fields are required; `number` and
         *     `sticker` are required by Evolution API 2.1.1.
         */
        SendStickerRequest: {
            /**
             * @description Recipient, with country code.
             * @example 5511999999999
             */
            number: string;
            /**
             * @description An http(s) URL of the image, or its raw base64 content (no `data:` prefix).
             * @example https://example.org/stickers/hello.webp
             */
            sticker: string;
            delay?: components["schemas"]["SendDelay"];
            linkPreview?: components["schemas"]["SendLinkPreview"];
            mentionsEveryOne?: components["schemas"]["SendMentionsEveryOne"];
            mentioned?: components["schemas"]["SendMentioned"];
            quoted?: components["schemas"]["QuotedMessage"];
        };
        /**
         * @description Sent-message record of sendSticker. The interface document does not show this body; the
         *     `stickerMessage` content member and its fields come from Evolution API 2.1.1 (protobuf media
         *     fields: 64-bit numbers as strings, bytes as base64).
         */
        SentStickerMessage: components["schemas"]["SentMessage"] & {
            message?: {
                stickerMessage: {
                    /** @example https://mmg.whatsapp.net/v/t62.15575-24/12345678_9876543210_n.enc */
                    url?: string;
                    /** @example image/webp */
                    mimetype?: string;
                    /** @example 2p3x8QzvC1m3fJ0n7kS4rA9tL6yW5hE1bU8dN2gV0cI= */
                    fileSha256?: string;
                    /** @example 9dK1sL3mQ7pR2vX5zB8nC0wE4yT6uJ1hG3fA5kN7oP0= */
                    fileEncSha256?: string;
                    /** @example Qm9vT2xFY3N0aWNrZXJLZXkxMjM0NTY3ODkwYWJjZGU= */
                    mediaKey?: string;
                    /** @example 18344 */
                    fileLength?: string;
                    /** @example 1717689301 */
                    mediaKeyTimestamp?: string;
                    /** @example /v/t62.15575-24/12345678_9876543210_n.enc */
                    directPath?: string;
                    /** @example 512 */
                    height?: number;
                    /** @example 512 */
                    width?: number;
                    isAnimated?: boolean;
                };
                /**
                 * @description The sent WebP as base64 (2.1.1, when S3 storage is off).
                 * @example UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=
                 */
                base64?: string;
            };
        };
        /**
         * @description A contact to send. The interface document does not show which fields are required; `fullName`
         *     and `phoneNumber` are required by Evolution API 2.1.1.
         */
        ContactCard: {
            /** @example Maria Souza */
            fullName: string;
            /**
             * @description WhatsApp id (digits) of the contact.
             * @example 5511988887777
             */
            wuid?: string;
            /** @example +55 11 98888-7777 */
            phoneNumber: string;
            /** @example Padaria Central */
            organization?: string;
            /** @example maria@padariacentral.com.br */
            email?: string;
            /** @example https://padariacentral.com.br */
            url?: string;
        };
        /**
         * @description Body of sendContact. The interface document does not show which fields are required; `number`
         *     and `contact` are required by Evolution API 2.1.1. The common send options do not apply here.
         */
        SendContactRequest: {
            /**
             * @description Recipient.
             * @example 5511999999999
             */
            number: string;
            /** @description Contacts to send. */
            contact: components["schemas"]["ContactCard"][];
        };
        /** @description Sent-message record of sendContact, with the `contactMessage` content member. */
        SentContactMessage: components["schemas"]["SentMessage"] & {
            message?: {
                contactMessage: {
                    /** @example Maria Souza */
                    displayName: string;
                    /**
                     * @description vCard text.
                     * @example BEGIN:VCARD
                     *     VERSION:3.0
                     *     N:Maria Souza
                     *     FN:Maria Souza
                     *     item1.TEL;waid=5511988887777:+55 11 98888-7777
                     *     item1.X-ABLabel:Celular
                     *     END:VCARD
                     */
                    vcard: string;
                    contextInfo: components["schemas"]["ContextInfo"];
                };
            };
        };
        /**
         * @description Destination phone number with country code, written with a leading plus sign (E.164).
         * @example +5511999999999
         */
        SchedulePhone: string;
        /**
         * @description Unix timestamp in seconds.
         * @example 1767261600
         */
        UnixTimestamp: number;
        /**
         * @description Body of create and update schedule. `cronExpr`, `repeats` and `until` are optional; `repeats` can
         *     be used only together with `cronExpr` and without `until`, and `until` only together with
         *     `cronExpr` and without `repeats`. The three `oneOf` branches state exactly these rules, so that
         *     validators reject a bad combination and generated types refuse to compile it.
         */
        ScheduleRequest: {
            phone: components["schemas"]["SchedulePhone"];
            /**
             * @description Message text to send.
             * @example Your order is ready for pickup
             */
            text: string;
            sendAt: components["schemas"]["UnixTimestamp"];
            /**
             * @description Sending channel.
             * @example whatsapp
             */
            channel: string;
            /**
             * @description Cron expression for recurring schedules.
             * @example 0 9 * * 1-5
             */
            cronExpr?: string;
            /**
             * @description Number of repetitions of a recurring schedule. Only with `cronExpr`, never with `until`.
             * @example 3
             */
            repeats?: number;
            until?: components["schemas"]["UnixTimestamp"];
        } & ({
            repeats?: never;
            until?: never;
        } | {
            cronExpr: string;
            repeats: number;
            until?: never;
        } | {
            cronExpr: string;
            until: number;
            repeats?: never;
        });
        /** @description A scheduled message, as returned by create and update schedule. */
        Schedule: {
            /**
             * Format: uuid
             * @description Unique identifier of the schedule, returned by the service.
             */
            id: string;
            phone: components["schemas"]["SchedulePhone"];
            /** @example Your order is ready for pickup */
            text: string;
            sendAt: components["schemas"]["UnixTimestamp"];
            /** @example whatsapp */
            channel: string;
            /** @example 0 9 * * 1-5 */
            cronExpr?: string;
            /** @example 3 */
            repeats?: number;
            until?: components["schemas"]["UnixTimestamp"];
        };
        /** @description The messages to mark as read. */
        ReadMessagesRequest: {
            readMessages: {
                /** @example 5511999999999@s.whatsapp.net */
                remoteJid: string;
                fromMe: boolean;
                /** @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1 */
                id: string;
            }[];
        };
        ReadMessagesResult: {
            /** @example Read messages */
            message: string;
            /** @example success */
            read: string;
        };
        /**
         * @description Identifies the media message. The interface document does not show which fields are required;
         *     on Evolution API 2.1.1 `message.key.id` is needed to find the stored message, and `convertToMp4`
         *     (default false) re-encodes audio messages to MP4.
         */
        MediaMessageRequest: {
            message: {
                key: {
                    /**
                     * @description Id of the media message.
                     * @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1
                     */
                    id: string;
                };
            };
            /** @default false */
            convertToMp4?: boolean;
        };
        /**
         * @description The media of a message as base64. The interface document does not show this body; fields from
         *     Evolution API 2.1.1.
         */
        MediaBase64: {
            /** @example imageMessage */
            mediaType: string;
            /** @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1.jpeg */
            fileName?: string;
            /** @example Receipt for order 1042 */
            caption?: string;
            size?: {
                fileLength?: unknown;
                height?: unknown;
                width?: unknown;
            };
            /** @example image/jpeg */
            mimetype: string;
            /** @example /9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA== */
            base64: string;
            buffer?: null;
        };
        /**
         * @description The new profile picture. The interface document does not show the format of `picture`; Evolution
         *     API 2.1.1 takes an http(s) URL of the image or its raw base64 content (no `data:` prefix).
         */
        ProfilePictureRequest: {
            /** @example https://example.org/images/profile.jpg */
            picture: string;
        };
        /** @description Result of an update (shape from Evolution API 2.1.1). */
        UpdateResult: {
            /** @example success */
            update: string;
        };
        /**
         * @description Setting (1) of the interface document.
         * @enum {string}
         */
        PrivacyReadReceipts: "all" | "none";
        /**
         * @description Settings (2), (3) and (5) of the interface document.
         * @enum {string}
         */
        PrivacyAudience: "all" | "contacts" | "contact_blacklist" | "none";
        /**
         * @description Setting (4) of the interface document.
         * @enum {string}
         */
        PrivacyOnline: "all" | "match_last_seen";
        /**
         * @description Setting (6) of the interface document. Evolution API 2.1.1 also accepts `none` (see the evolution-2.1.1 profile).
         * @enum {string}
         */
        PrivacyGroupAdd: "all" | "contacts" | "contact_blacklist";
        /** @description Body of update privacy settings; all six properties are required (Evolution API 2.1.1). */
        PrivacySettingsRequest: {
            readreceipts: components["schemas"]["PrivacyReadReceipts"];
            profile: components["schemas"]["PrivacyAudience"];
            status: components["schemas"]["PrivacyAudience"];
            online: components["schemas"]["PrivacyOnline"];
            last: components["schemas"]["PrivacyAudience"];
            groupadd: components["schemas"]["PrivacyGroupAdd"];
        };
        /**
         * @description The six privacy settings, with the allowed values in the order the interface document gives them:
         *     (1) readreceipts, (2) profile, (3) status, (4) online, (5) last, (6) groupadd. The interface
         *     document does not show the property names; they come from Evolution API 2.1.1.
         */
        PrivacySettings: {
            readreceipts: components["schemas"]["PrivacyReadReceipts"];
            profile: components["schemas"]["PrivacyAudience"];
            status: components["schemas"]["PrivacyAudience"];
            online: components["schemas"]["PrivacyOnline"];
            last: components["schemas"]["PrivacyAudience"];
            groupadd: components["schemas"]["PrivacyGroupAdd"];
        };
        /** @description Result of update privacy settings (shape from Evolution API 2.1.1); `data` echoes the request. */
        PrivacySettingsUpdateResult: {
            /** @example success */
            update: string;
            data: components["schemas"]["PrivacySettings"];
        };
        /**
         * @description A chat record. The interface document does not show its fields; they come from Evolution API
         *     2.1.1 (only chats with at least one stored message are listed).
         */
        Chat: {
            /** @example clv8z2k1p0001qz8r3n5x7y9w */
            id: string;
            /**
             * @example 5511999999999@s.whatsapp.net
             * @example 120363025246125486@g.us
             */
            remoteJid: string;
            /** @example Maria Souza */
            name?: string | null;
            labels?: string[] | null;
            /** Format: date-time */
            createdAt?: string | null;
            /** Format: date-time */
            updatedAt?: string | null;
            /** @example Maria */
            pushName?: string | null;
            /** @example https://pps.whatsapp.net/v/t61.24694-24/417349845_1133722817814380_n.jpg */
            profilePicUrl?: string | null;
        };
        /** @description Chats, newest `updatedAt` first. */
        ChatList: components["schemas"]["Chat"][];
        /** @enum {string} */
        Presence: "available" | "unavailable" | "composing" | "recording" | "paused";
        /**
         * @description Account-wide presence to set. The interface document does not show the fields of this body; the
         *     `presence` field and its five values come from Evolution API 2.1.1.
         */
        PresenceRequest: {
            presence: components["schemas"]["Presence"];
        };
        /** @description The presence that was set (shape from Evolution API 2.1.1). */
        PresenceResult: {
            presence: components["schemas"]["Presence"];
        };
        /**
         * @description Connection pairing result. `base64` (the QR code as a PNG data URI) is not in the interface
         *     document; Evolution API 2.1.1 adds it.
         */
        ConnectionPairingResult: {
            /**
             * @description Pairing code to type on the phone.
             * @example WZYEH1YY
             */
            pairingCode: string;
            /**
             * @description Connection code string (QR content).
             * @example 2@y8eK+bjtEjUWy9/FOM6k0y6Q7LXw6Vl8tNqVEh+cw0n1A8kj0C2kOr+e5Y5a,xzG0BN0mA9y2Qb7pWnHnHY0K6V7c5bI4J1gE2tN8rU0=
             */
            code: string;
            /**
             * @description Counter of QR codes issued in this connection cycle.
             * @example 1
             */
            count: number;
            /**
             * @description The QR code as a `data:image/png;base64,` URI.
             * @example data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==
             */
            base64?: string;
        };
        /**
         * @description Connection state of an instance. The interface document shows only `open`; `connecting` and
         *     `close` come from Evolution API 2.1.1.
         * @enum {string}
         */
        ConnectionState: "open" | "connecting" | "close";
        /** @description An instance and its connection state. Other instance fields are not shown. */
        Instance: {
            /**
             * @description Name of the instance; the value of the `{instance}` path parameter.
             * @example my-instance
             */
            instanceName: string;
            state: components["schemas"]["ConnectionState"];
        };
        InstanceStateResponse: {
            instance: components["schemas"]["Instance"];
        };
        LogoutResult: {
            /** @constant */
            status: "SUCCESS";
            /** @constant */
            error: false;
            response: {
                /** @example Instance logged out */
                message: string;
            };
        };
        /**
         * @description Members to change. The interface document shows `participants` and does not show the action
         *     field; `action` and its four values come from Evolution API 2.1.1.
         */
        UpdateParticipantRequest: {
            /** @enum {string} */
            action: "add" | "remove" | "promote" | "demote";
            /** @description Phone numbers (with country code) or JIDs of the members. */
            participants: string[];
        };
        /** @description Per-member result (shape from Evolution API 2.1.1; `status` is "200" or the WhatsApp error code). */
        UpdateParticipantResult: {
            updateParticipants: {
                /** @example 200 */
                status: string;
                /** @example 5511988887777@s.whatsapp.net */
                jid: string;
                content?: Record<string, never>;
            }[];
        };
        GroupDescriptionRequest: {
            /**
             * @description New group description.
             * @example Orders and delivery times for the Padaria Central team
             */
            description: string;
        };
        GroupSubjectRequest: {
            /**
             * @description New group subject.
             * @example Padaria Central - team
             */
            subject: string;
        };
        GroupParticipant: {
            /**
             * @description Participant JID.
             * @example 5511999999999@s.whatsapp.net
             * @example 5511988887777@s.whatsapp.net
             */
            id: string;
            /**
             * @description Administrator role; the value `superadmin` occurs (2.1.1 also reports `admin`).
             * @example superadmin
             */
            admin: string;
            /** @example Maria Souza */
            name?: string;
            /** @example https://pps.whatsapp.net/v/t61.24694-24/417349845_1133722817814380_n.jpg */
            imgUrl?: string;
        };
        GroupParticipants: {
            participants: components["schemas"]["GroupParticipant"][];
        };
        /**
         * @description Group invite information. The interface document does not show its fields; they come from
         *     Evolution API 2.1.1 (group metadata; fields WhatsApp does not send are left out).
         */
        GroupInviteInfo: {
            /**
             * @description Group JID.
             * @example 120363025246125486@g.us
             */
            id: string;
            /** @example Padaria Central - team */
            subject?: string;
            /** @example 5511999999999@s.whatsapp.net */
            subjectOwner?: string;
            /** @example 1717689097 */
            subjectTime?: number;
            /** @example 12 */
            size?: number;
            /** @example 1709251200 */
            creation?: number;
            /** @example 5511999999999@s.whatsapp.net */
            owner?: string;
            /** @example Orders and delivery times */
            desc?: string;
            /** @example 3EB0C431C26A1916E07E8F5DA26FE7DB43A2B7D1 */
            descId?: string;
            /** @example 120363025246125487@g.us */
            linkedParent?: string;
            restrict?: boolean;
            announce?: boolean;
            isCommunity?: boolean;
            isCommunityAnnounce?: boolean;
            joinApprovalMode?: boolean;
            memberAddMode?: boolean;
            participants?: {
                /** @example 5511999999999@s.whatsapp.net */
                id: string;
                /** @example superadmin */
                admin?: string | null;
            }[];
            /** @example 604800 */
            ephemeralDuration?: number;
        };
        /**
         * @description Event kind. The interface document shows only `APPLICATION_STARTUP`; the full list of 27 names
         *     comes from Evolution API 2.1.1.
         * @enum {string}
         */
        WebhookEvent: "APPLICATION_STARTUP" | "QRCODE_UPDATED" | "MESSAGES_SET" | "MESSAGES_UPSERT" | "MESSAGES_EDITED" | "MESSAGES_UPDATE" | "MESSAGES_DELETE" | "SEND_MESSAGE" | "CONTACTS_SET" | "CONTACTS_UPSERT" | "CONTACTS_UPDATE" | "PRESENCE_UPDATE" | "CHATS_SET" | "CHATS_UPSERT" | "CHATS_UPDATE" | "CHATS_DELETE" | "GROUPS_UPSERT" | "GROUP_UPDATE" | "GROUP_PARTICIPANTS_UPDATE" | "CONNECTION_UPDATE" | "LABELS_EDIT" | "LABELS_ASSOCIATION" | "CALL" | "TYPEBOT_START" | "TYPEBOT_CHANGE_STATUS" | "REMOVE_INSTANCE" | "LOGOUT_INSTANCE";
        /**
         * @description Webhook configuration of an instance. Fields other than `enabled`, `url` and `events` are not in
         *     the interface document; Evolution API 2.1.1 returns the stored row with them.
         */
        WebhookConfig: {
            /** @description Whether the webhook is active. */
            enabled: boolean;
            /** @description Destination address of the webhook. */
            url: string;
            /** @description Subscribed event kinds. */
            events: components["schemas"]["WebhookEvent"][];
            id?: string;
            headers?: Record<string, never> | null;
            webhookByEvents?: boolean;
            webhookBase64?: boolean;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            instanceId?: string;
        };
        /**
         * Webhook delivery
         * @description The envelope of every webhook event: the gateway POSTs it as JSON to the configured webhook URL
         *     (with `webhookByEvents`, to that URL plus `/<event in kebab case>`, e.g. `/messages-upsert`), with
         *     the configuration's stored `headers` and no `apikey` header. `event` names the kind; `data`
         *     depends on it (see the payload schema of each event).
         *
         *     The subscription names of the webhook configuration (`WebhookEvent`, e.g. `MESSAGES_UPSERT`) are
         *     the upper-case form of `event`: a delivery goes out when
         *     `event.replace(/[.-]/g, '_').toUpperCase()` is one of the subscribed names. One name does not
         *     match: group updates are emitted as `groups.update`, whose upper-case form `GROUPS_UPDATE` is not a
         *     name anyone can subscribe to, so an instance subscribed to `GROUP_UPDATE` never receives group
         *     updates from Evolution API 2.1.1.
         *
         *     Who gets a delivery: the instance's own webhook, when it is enabled and subscribed to the event;
         *     and the global webhook (`WEBHOOK_GLOBAL_ENABLED`, `WEBHOOK_GLOBAL_URL`, and one
         *     `WEBHOOK_EVENTS_<NAME>=true` per event), but only for instances that have an enabled webhook of
         *     their own: an instance without one sends nothing anywhere. Each delivery is one POST with no
         *     time limit, and a failed one (network error, any status but 2xx) is logged and dropped: 2.1.1
         *     never retries. The gateway's `error` events are not deliveries of this envelope (see
         *     `ErrorEvent`).
         *
         *     The interface document does not show the delivered payload; everything here comes from the 2.1.1
         *     source: evolution-api@4ca141b4:src/api/integrations/event/webhook/webhook.controller.ts (emit) and
         *     evolution-api@4ca141b4:src/api/services/channel.service.ts (sendDataWebhook).
         */
        WebhookDelivery: {
            /**
             * @description The event kind as the gateway names it internally: lower case and dotted (`messages.upsert`,
             *     `group-participants.update`, `typebot.change-status`, `call`). Source:
             *     evolution-api@4ca141b4:src/api/types/wa.types.ts (Events).
             * @enum {string}
             */
            event: "application.startup" | "qrcode.updated" | "messages.set" | "messages.upsert" | "messages.edited" | "messages.update" | "messages.delete" | "send.message" | "contacts.set" | "contacts.upsert" | "contacts.update" | "presence.update" | "chats.set" | "chats.upsert" | "chats.update" | "chats.delete" | "groups.upsert" | "groups.update" | "group-participants.update" | "connection.update" | "labels.edit" | "labels.association" | "call" | "typebot.start" | "typebot.change-status" | "remove.instance" | "logout.instance" | "instance.create" | "instance.delete";
            /**
             * @description Name of the instance the event is about (the `instanceName`).
             * @example my-instance
             */
            instance: string;
            /** @description The event's content; its shape depends on `event` (any JSON value, `null` included). */
            data: unknown;
            /**
             * @description The webhook URL of the instance's configuration, without the per-event suffix added when
             *     `webhookByEvents` is on.
             * @example https://hooks.example.org/evolution
             */
            destination?: string;
            /**
             * Format: date-time
             * @description When the gateway emitted the event. Evolution API 2.1.1 shifts the current time by the server's
             *     time-zone offset and then formats it as UTC, so this is the server's local wall-clock time
             *     followed by a `Z` that is only true on a server running in UTC (the usual container setup).
             *     Use the event's own timestamps (e.g. `messageTimestamp`) for ordering.
             * @example 2024-09-22T14:35:12.841Z
             */
            date_time: string;
            /**
             * @description JID of the account that owns the instance (`<number>@s.whatsapp.net`). Missing until the
             *     instance has connected at least once since the gateway started (e.g. in the first
             *     `qrcode.updated` events of a new instance).
             * @example 5511988887777@s.whatsapp.net
             */
            sender?: string;
            /**
             * @description The gateway's public address (its `SERVER_URL` setting). A 2.1.1 gateway without that setting
             *     leaves the field out.
             * @example http://127.0.0.1:8080
             */
            server_url: string;
            /**
             * @description The instance's token (its API key) when the gateway is configured to expose it
             *     (`AUTHENTICATION_EXPOSE_IN_FETCH_INSTANCES=true`), otherwise `null`. It is a credential that
             *     can call the gateway on behalf of the instance: receivers must not log it, store it or pass it
             *     on; strip it before logging a payload. Evolution API 2.1.1 sends the text `Apikey not found`
             *     instead of a token when exposure is on and the instance has none.
             */
            apikey?: string | null;
        };
        /**
         * APPLICATION_STARTUP
         * @description The gateway has started. `data` says so in `message`.
         *
         *     Evolution API 2.1.1 lists this event (evolution-api@4ca141b4:src/api/types/wa.types.ts (Events);
         *     evolution-api@4ca141b4:src/api/integrations/event/event.controller.ts (EventController.events)) but
         *     never emits it: no code path of 2.1.1 sends it, so a 2.1.1 subscriber never receives it. The 1.x
         *     line sent it once at start-up, through the global webhook only, with `{message, mode}`
         *     (evolution-api@091b920a:src/whatsapp/whatsapp.module.ts (initInstance), version 1.3.2), until
         *     commit 19039aa2 (July 2023) removed the container mode and that call with it. This contract
         *     describes that payload for a gateway that does emit it, such as a mock started with a webhook
         *     URL.
         */
        ApplicationStartup: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "application.startup";
            data: {
                /**
                 * @description A human-readable notice.
                 * @example Application startup
                 */
                message: string;
                /**
                 * @description How the gateway runs (1.x sent `server` or `container`).
                 * @example server
                 */
                mode?: string;
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "application.startup";
        };
        /**
         * QRCODE_UPDATED
         * @description A new QR code (and, when connect was called with a `number`, a pairing code) is ready for the
         *     instance to be linked; WhatsApp renews it periodically while the instance is connecting.
         *     `data.qrcode` holds it: `code` is the QR content, `base64` the same as a PNG data URI,
         *     `pairingCode` the code to type on the phone or `null`. Unlike the connect answer it has no
         *     `count`.
         *
         *     When the QR limit of the connect cycle is reached (`QRCODE_LIMIT`, 30 by default) `data` is
         *     instead `{message, statusCode}`; a `connection.update` with state `refused` follows and the
         *     gateway stops trying.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (connectionUpdate).
         */
        QrcodeUpdated: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "qrcode.updated";
            data: {
                qrcode: {
                    /** @description Name of the instance. */
                    instance: string;
                    /**
                     * @description Code to type on the phone instead of scanning; `null` when connect was called without `number`.
                     * @example WZYEH1YY
                     */
                    pairingCode?: string | null;
                    /** @description The QR content. */
                    code: string;
                    /** @description The QR code as a `data:image/png;base64,` URI. */
                    base64: string;
                };
            } | {
                /** @example QR code limit reached, please login again */
                message: string;
                /**
                 * @description WhatsApp's disconnect reason (500, bad session).
                 * @example 500
                 */
                statusCode: number;
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "qrcode.updated";
        };
        /**
         * Other events
         * @description The events without a payload schema of their own: the envelope, with any JSON as `data`. The
         *     webhook of each event says what Evolution API 2.1.1 puts in `data` for it. The names are the
         *     rest of the 27 of evolution-api@4ca141b4:src/api/integrations/event/event.controller.ts
         *     (EventController.events), in the dotted form of evolution-api@4ca141b4:src/api/types/wa.types.ts
         *     (Events).
         */
        GenericEvent: components["schemas"]["WebhookDelivery"] & {
            /** @enum {unknown} */
            event: "messages.set" | "messages.edited" | "contacts.set" | "contacts.update" | "chats.set" | "chats.update" | "chats.delete" | "groups.update" | "labels.edit" | "labels.association" | "typebot.start" | "typebot.change-status" | "remove.instance";
            /** @description Any JSON value, `null` included. */
            data: unknown;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "messages.set" | "messages.edited" | "contacts.set" | "contacts.update" | "chats.set" | "chats.update" | "chats.delete" | "groups.update" | "labels.edit" | "labels.association" | "typebot.start" | "typebot.change-status" | "remove.instance";
        };
        /**
         * Message record
         * @description A message as the gateway records it: the WhatsApp message (`key`, `message`, `pushName`,
         *     `messageTimestamp`) plus what the gateway adds (`messageType`, `instanceId`, `source`). Nested
         *     WhatsApp objects pass through as the library decoded them, so fields not listed here occur
         *     (e.g. `messageContextInfo`); receivers read what they need and ignore the rest. A text with a
         *     preview or a mention (`extendedTextMessage`) is reported as `conversation`: its text is moved to
         *     `message.conversation` and its context to `contextInfo`. Without S3 storage a media message also
         *     carries the file in `message.base64`; with S3 its URL is in `message.mediaUrl`.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (prepareMessage, and the messages.upsert handler).
         */
        WebhookMessage: {
            key: components["schemas"]["MessageKey"] & {
                /**
                 * @description In a group chat, the JID of the member who wrote the message.
                 * @example 5511977776666@s.whatsapp.net
                 */
                participant?: string;
            };
            /**
             * @description The display name the author has set on WhatsApp.
             * @example Maria
             */
            pushName?: string;
            /**
             * @description The content: one member named after the kind of message (`conversation` for text,
             *     `imageMessage`, `audioMessage`, `locationMessage`, `reactionMessage`, …), plus `base64` or
             *     `mediaUrl` for media.
             */
            message: {
                /** @description The text of a text message. */
                conversation?: string;
                /** @description The media file, base64-encoded (only without S3 storage). */
                base64?: string;
                /** @description Where the media file is stored (only with S3 storage). */
                mediaUrl?: string;
            };
            /** @description The content member's context (quoted message, mentions, forwarding); `null` or missing when it has none. */
            contextInfo?: Record<string, never> | null;
            /**
             * @description Name of the content member, e.g. `conversation`, `imageMessage`, `locationMessage`.
             * @example conversation
             */
            messageType: string;
            /**
             * @description When the message was sent, in Unix seconds.
             * @example 1727015712
             */
            messageTimestamp: number;
            /** @description Identifier (UUID) of the instance that received the message. */
            instanceId?: string;
            /**
             * @description The device the message was written on, guessed from the shape of its id by the WhatsApp
             *     library (Baileys 6.7.7, getDevice); ids generated by the gateway give `unknown`.
             * @enum {string}
             */
            source?: "ios" | "android" | "web" | "desktop" | "unknown";
        };
        /**
         * MESSAGES_UPSERT
         * @description A message arrived: in a chat with a person or a group, or written by the account owner on another
         *     device (then `key.fromMe` is true). `data` is the message record. Edits, poll votes and other
         *     protocol messages are not reported here (edits are `messages.edited`); messages the gateway
         *     itself sent are `send.message`.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (the messages.upsert handler, prepareMessage).
         */
        MessagesUpsert: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "messages.upsert";
            data: components["schemas"]["WebhookMessage"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "messages.upsert";
        };
        /**
         * MESSAGES_UPDATE
         * @description The status of a stored message changed: delivered, read, played, or a poll got votes. Only
         *     messages the gateway has stored are reported, and a read receipt only for the owner's own
         *     messages. A deletion is reported as `messages.delete` instead.
         *
         *     `participant` repeats `remoteJid` in Evolution API 2.1.1 (it is not the group member).
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (the messages.update handler); statuses: evolution-api@4ca141b4:src/api/types/wa.types.ts
         *     (StatusMessage).
         */
        MessagesUpdate: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "messages.update";
            data: {
                /** @description The gateway's own id of the stored message (not the WhatsApp message id). */
                messageId?: string;
                /**
                 * @description The WhatsApp message id (`key.id`).
                 * @example 3EB0A7D29E4B1C8F03D6E5A9B2C14F7E80D3A6B5
                 */
                keyId: string;
                /** @description JID of the chat. */
                remoteJid: string;
                /** @description True for a message the account owner sent. */
                fromMe: boolean;
                /** @description Same as `remoteJid` in Evolution API 2.1.1. */
                participant?: string;
                /**
                 * @description The new status; missing when the update carries none (e.g. poll votes).
                 * @enum {string}
                 */
                status?: "ERROR" | "PENDING" | "SERVER_ACK" | "DELIVERY_ACK" | "READ" | "PLAYED";
                /** @description For a poll, the votes aggregated per option. */
                pollUpdates?: unknown;
                /** @description Identifier (UUID) of the instance. */
                instanceId?: string;
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "messages.update";
        };
        /**
         * MESSAGES_DELETE
         * @description A stored message was deleted for everyone. `data` is the key of the deleted message.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (the messages.update handler, an update without message and status).
         */
        MessagesDelete: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "messages.delete";
            data: components["schemas"]["MessageKey"] & {
                /** @description In a group chat, the member who wrote the message. */
                participant?: string;
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "messages.delete";
        };
        /**
         * SEND_MESSAGE
         * @description The gateway sent a message for the instance (a send operation, a scheduled message, a chatbot).
         *     `data` is the sent-message record, the same record the send operation answered: same `key`,
         *     recipient (`key.remoteJid`) and content.
         *
         *     A real 2.1.1 gateway delivers the record it built for the answer, with `messageTimestamp` as an
         *     integer and no `status` (see the evolution-2.1.1 profile), plus `message.base64` for media when S3
         *     is off.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (sendMessageWithTyping, prepareMessage).
         */
        SendMessage: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "send.message";
            data: components["schemas"]["SentMessage"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "send.message";
        };
        /**
         * Contact record
         * @description A contact as the gateway records it. Source:
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (contactHandle, and the messages.upsert handler).
         */
        WebhookContact: {
            /**
             * @description JID of the contact.
             * @example 5511999999999@s.whatsapp.net
             */
            remoteJid: string;
            /**
             * @description The contact's name: the name saved in the address book, else the one the contact set, else the
             *     number. Missing when WhatsApp gave none.
             * @example Maria Souza
             */
            pushName?: string;
            /** @description URL of the profile picture; `null` when unknown or not set. */
            profilePicUrl?: string | null;
            /** @description Identifier (UUID) of the instance. */
            instanceId?: string;
        };
        /**
         * CONTACTS_UPSERT
         * @description New contacts. `data` is a list when WhatsApp synchronises the address book (profile pictures are
         *     then `null`; a `contacts.update` with the pictures follows), and a single contact record (not a
         *     list) when a message arrives from a number the gateway has not stored yet.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (contactHandle contacts.upsert; the messages.upsert handler).
         */
        ContactsUpsert: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "contacts.upsert";
            data: components["schemas"]["WebhookContact"][] | components["schemas"]["WebhookContact"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "contacts.upsert";
        };
        /**
         * PRESENCE_UPDATE
         * @description Someone's presence changed in a chat: online, offline, typing, recording audio, or stopped
         *     typing. `data.id` is the chat, `data.presences` maps each participant's JID to its presence.
         *     WhatsApp reports presences only for chats the account subscribed to (after it opened or wrote to
         *     the chat), and `lastSeen` only when the contact shares it.
         *
         *     The object is the WhatsApp library's (Baileys 6.7.7, presence.update), passed through by
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (eventHandler).
         */
        PresenceUpdate: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "presence.update";
            data: {
                /**
                 * @description JID of the chat (a person or a group).
                 * @example 5511999999999@s.whatsapp.net
                 */
                id: string;
                /** @description Presence per participant JID. */
                presences: {
                    [key: string]: {
                        lastKnownPresence: components["schemas"]["Presence"];
                        /** @description Last time the participant was online, Unix seconds. */
                        lastSeen?: number;
                    };
                };
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "presence.update";
        };
        /**
         * CHATS_UPSERT
         * @description New chats appeared (a first message, a group the account joined). `data` lists the chats the
         *     gateway did not know yet; it can be empty, because Evolution API 2.1.1 sends the event before
         *     checking whether anything is new.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (chatHandle, chats.upsert).
         */
        ChatsUpsert: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "chats.upsert";
            data: {
                /** @description JID of the chat. */
                remoteJid: string;
                /** @description Name of the chat, e.g. a group's subject; often missing for a person. */
                name?: string;
                /** @description Identifier (UUID) of the instance. */
                instanceId?: string;
            }[];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "chats.upsert";
        };
        /**
         * GROUPS_UPSERT
         * @description The account joined or created groups. `data` lists their metadata as the WhatsApp library reports
         *     it (Baileys 6.7.7, GroupMetadata), with `author`, the member who added the account.
         *
         *     Passed through by evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (groupHandler, groups.upsert).
         */
        GroupsUpsert: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "groups.upsert";
            data: {
                /**
                 * @description JID of the group.
                 * @example 120363025246125486@g.us
                 */
                id: string;
                /** @description The group's name. */
                subject: string;
                /** @description JID of who set the name. */
                subjectOwner?: string;
                /** @description When the name was set, Unix seconds. */
                subjectTime?: number;
                /** @description When the group was created, Unix seconds. */
                creation?: number;
                /** @description JID of the creator. */
                owner?: string;
                /** @description The group's description. */
                desc?: string;
                descId?: string;
                /** @description Only administrators may change the group's settings. */
                restrict?: boolean;
                /** @description Only administrators may send messages. */
                announce?: boolean;
                /** @description Number of members. */
                size?: number;
                participants: {
                    /** @description JID of the member. */
                    id: string;
                    /**
                     * @description `admin`, `superadmin` (the creator) or `null` for an ordinary member.
                     * @enum {string|null}
                     */
                    admin?: "admin" | "superadmin" | null;
                }[];
                /** @description Disappearing-message timer in seconds, when on. */
                ephemeralDuration?: number;
                /** @description JID of the member who added the account or created the group. */
                author?: string;
            }[];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "groups.upsert";
        };
        /**
         * GROUP_PARTICIPANTS_UPDATE
         * @description Members of a group were added, removed, promoted to administrator or demoted (also when someone
         *     leaves: `remove` with the leaver as author). The object is the WhatsApp library's (Baileys 6.7.7,
         *     group-participants.update), passed through by
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (groupHandler).
         */
        GroupParticipantsUpdate: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "group-participants.update";
            data: {
                /**
                 * @description JID of the group.
                 * @example 120363025246125486@g.us
                 */
                id: string;
                /** @description JID of the member who made the change. */
                author?: string;
                /** @description JIDs of the members concerned. */
                participants: string[];
                /**
                 * @description What happened to them (`modify`, a member changed number).
                 * @enum {string}
                 */
                action: "add" | "remove" | "promote" | "demote" | "modify";
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "group-participants.update";
        };
        /**
         * CONNECTION_UPDATE
         * @description The connection state of the instance changed. `data.state` is `open` (linked and online),
         *     `connecting`, `close`, or — only in this event — `refused`, sent when the QR limit was reached and
         *     the gateway gave up. `statusReason` is WhatsApp's reason code: 200 normally, the disconnect reason
         *     after a `close` (401 logged out, 428 connection closed, 515 restart required, …).
         *
         *     A `close` for any reason other than a logout (or a ban) is followed by a reconnect; after a logout
         *     `logout.instance` follows.
         *
         *     Source: evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (connectionUpdate); states: evolution-api@4ca141b4:src/api/types/wa.types.ts (StateConnection).
         */
        ConnectionUpdate: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "connection.update";
            data: {
                /**
                 * @description Name of the instance.
                 * @example my-instance
                 */
                instance: string;
                /** @description The new state; `refused` occurs only here. */
                state: components["schemas"]["ConnectionState"] | "refused";
                /**
                 * @description WhatsApp's status or disconnect reason code.
                 * @example 200
                 * @example 401
                 * @example 428
                 */
                statusReason?: number;
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "connection.update";
        };
        /**
         * CALL
         * @description A voice or video call to the account changed state: offered (ringing on the phone), accepted,
         *     rejected, or timed out. One event per change. The object is the WhatsApp library's (Baileys
         *     6.7.7, WACallEvent), passed through by
         *     evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (eventHandler); with the instance setting `rejectCall` the gateway rejects offered calls itself.
         */
        Call: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "call";
            data: {
                /** @description Identifier of the call. */
                id: string;
                /** @description JID of the chat the call belongs to. */
                chatId?: string;
                /**
                 * @description JID of the caller.
                 * @example 5511999999999@s.whatsapp.net
                 */
                from: string;
                /**
                 * Format: date-time
                 * @description When the call event happened.
                 */
                date?: string;
                /** @enum {string} */
                status: "offer" | "ringing" | "timeout" | "reject" | "accept";
                /** @description The event was received after the fact (the account was offline). */
                offline?: boolean;
                isVideo?: boolean;
                isGroup?: boolean;
                /** @description JID of the group, for a group call. */
                groupJid?: string;
                latencyMs?: number;
            };
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "call";
        };
        /**
         * LOGOUT_INSTANCE
         * @description The instance's WhatsApp session ended and will not reconnect: it was logged out through the API
         *     or unlinked on the phone. `data` is `null`; a `connection.update` with state `close` comes first.
         *     The instance must connect (scan a new QR code) again.
         *
         *     Source: evolution-api@4ca141b4:src/api/services/monitor.service.ts (the logout.instance listener),
         *     emitted from evolution-api@4ca141b4:src/api/integrations/channel/whatsapp/whatsapp.baileys.service.ts
         *     (connectionUpdate).
         */
        LogoutInstance: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "logout.instance";
            data: null;
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "logout.instance";
        };
        /**
         * Instance created or deleted (data)
         * @description The instance an `instance.create` or `instance.delete` event is about. Source:
         *     evolution-api@4ca141b4:src/api/controllers/instance.controller.ts (createInstance, deleteInstance).
         */
        InstanceLifecycleData: {
            /** @example my-instance */
            instanceName: string;
            /**
             * Format: uuid
             * @example 2b7e1c5d-8f3a-4d6e-9b0c-1a2f3e4d5c6b
             */
            instanceId: string;
        };
        /**
         * INSTANCE_CREATE
         * @description An instance was created. `data` names it. Sent by the global webhook when the gateway sets
         *     `WEBHOOK_EVENTS_INSTANCE_CREATE=true`, and to the instance's own webhook when the create body's
         *     `webhook.events` lists `INSTANCE_CREATE` (webhook/set refuses that name: only a create body can
         *     subscribe to it). No `sender` (the instance has no account yet); `apikey` is the new instance's
         *     token when the gateway exposes tokens (observed).
         *
         *     Source: evolution-api@4ca141b4:src/api/controllers/instance.controller.ts (createInstance),
         *     evolution-api@4ca141b4:src/api/types/wa.types.ts (Events.INSTANCE_CREATE); observed.
         */
        InstanceCreate: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "instance.create";
            data: components["schemas"]["InstanceLifecycleData"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "instance.create";
        };
        /**
         * INSTANCE_DELETE
         * @description An instance is being deleted (deleteInstance). `data` names it; a `remove.instance` event (with
         *     `data: null`) follows once its data is removed. Sent by the global webhook when the gateway sets
         *     `WEBHOOK_EVENTS_INSTANCE_DELETE=true`, and to the instance's own webhook when its create body's
         *     `webhook.events` listed `INSTANCE_DELETE`.
         *
         *     Source: evolution-api@4ca141b4:src/api/controllers/instance.controller.ts (deleteInstance),
         *     evolution-api@4ca141b4:src/api/types/wa.types.ts (Events.INSTANCE_DELETE); observed.
         */
        InstanceDelete: components["schemas"]["WebhookDelivery"] & {
            /** @constant */
            event: "instance.delete";
            data: components["schemas"]["InstanceLifecycleData"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            event: "instance.delete";
        };
        /**
         * ERRORS
         * @description An error the gateway answered: every error its error middleware handles (a refused key, an
         *     unknown instance, a validation failure, a "not connected" answer, …; not an unrouted path). Sent
         *     only when the gateway sets `WEBHOOK_EVENTS_ERRORS=true`, to the one URL of
         *     `WEBHOOK_EVENTS_ERRORS_WEBHOOK`, for every instance (and for requests naming none). It is not the
         *     delivery envelope (no `instance`, `destination`, `sender` or `apikey`), so it is not one of
         *     `WebhookPayload`'s branches either: a receiver of that URL parses it with this schema.
         *
         *     WARNING: `api_key` is the gateway's global API key (`AUTHENTICATION_API_KEY`), in clear, in every
         *     error event. Whoever receives this webhook can administer the whole gateway: point
         *     `WEBHOOK_EVENTS_ERRORS_WEBHOOK` only at a receiver you trust as much as the key, over https, and
         *     never log the payload as it is.
         *
         *     Source: evolution-api@4ca141b4:src/main.ts (the error middleware),
         *     evolution-api@4ca141b4:src/config/env.config.ts (WEBHOOK_EVENTS_ERRORS, WEBHOOK_EVENTS_ERRORS_WEBHOOK).
         */
        ErrorEvent: {
            /** @constant */
            event: "error";
            /** @description The error, as the answer's envelope carries it. */
            data: {
                /**
                 * @description The reason phrase ("Internal Server Error" when the error has none).
                 * @example Bad Request
                 */
                error: string;
                /** @description The answer's `response.message` (a string, or a list). */
                message: unknown;
                /**
                 * @description The HTTP status the request was answered with.
                 * @example 400
                 */
                status: number;
                response: {
                    /** @description The same message again. */
                    message: unknown;
                };
            };
            /**
             * Format: date-time
             * @description When the error was answered (local wall-clock time, as in `WebhookDelivery`).
             */
            date_time: string;
            /**
             * @description The gateway's global API key, in clear (a credential for the whole gateway): receivers must
             *     not log it, store it or pass it on.
             */
            api_key: string;
            /**
             * @description The gateway's public address (its `SERVER_URL` setting).
             * @example http://127.0.0.1:8080
             */
            server_url?: string;
        };
        /**
         * Webhook payload
         * @description Any webhook delivery, discriminated by `event`: one of the payloads with a schema of their own, or
         *     the envelope with any `data` for the other events. All 27 event kinds an instance subscribes to
         *     (evolution-api@4ca141b4:src/api/integrations/event/event.controller.ts (EventController.events))
         *     and the instance lifecycle events `instance.create` and `instance.delete` are covered. The
         *     gateway's `error` events are not deliveries and not in this union: they go to a URL of their own
         *     and have a shape of their own (`ErrorEvent`).
         */
        WebhookPayload: components["schemas"]["ApplicationStartup"] | components["schemas"]["QrcodeUpdated"] | components["schemas"]["ConnectionUpdate"] | components["schemas"]["MessagesUpsert"] | components["schemas"]["MessagesUpdate"] | components["schemas"]["MessagesDelete"] | components["schemas"]["SendMessage"] | components["schemas"]["PresenceUpdate"] | components["schemas"]["ChatsUpsert"] | components["schemas"]["ContactsUpsert"] | components["schemas"]["GroupsUpsert"] | components["schemas"]["GroupParticipantsUpdate"] | components["schemas"]["Call"] | components["schemas"]["LogoutInstance"] | components["schemas"]["InstanceCreate"] | components["schemas"]["InstanceDelete"] | components["schemas"]["GenericEvent"];
    };
    responses: {
        /**
         * @description The `apikey` header is missing or wrong. The interface document does not show this answer; the
         *     body is the one Evolution API 2.1.1 returns.
         */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UnauthorizedError"];
            };
        };
        /**
         * @description The request is malformed or fails validation (a required field or parameter is missing, or a
         *     value has the wrong type or format). The interface document does not show this answer; the
         *     envelope is the one Evolution API 2.1.1 returns.
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["BadRequestError"];
            };
        };
        /** @description The instance named in the path does not exist. */
        InstanceNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFoundError"];
            };
        };
        /**
         * @description The gateway could not serve a valid request; most often the instance's WhatsApp account is not
         *     connected ("Connection Closed"). The interface document does not show this answer; the envelope
         *     and the message are Evolution API 2.1.1's.
         */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ServerError"];
            };
        };
        /** @description No schedule has this id (it was never created, or the id is mistyped). */
        ScheduleNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotFoundError"];
            };
        };
        /**
         * @description The receiver accepted the event. Any 2xx status does; the gateway ignores the body. Answer
         *     quickly and do the work afterwards: Evolution API 2.1.1 sets no time limit on a delivery, so a
         *     receiver that never answers holds the connection open.
         */
        WebhookAccepted: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description The receiver refused the event (any status other than 2xx, like a network error). Evolution API
         *     2.1.1 logs the failure and drops the event: it does not deliver it again.
         */
        WebhookRefused: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /**
         * @description Name of the instance (the `instanceName` of the Instance resource).
         * @example my-instance
         */
        instance: string;
        /**
         * @description Identifier of the schedule to update, as returned in `id` when it was created.
         * @example 3f2b1c9e-8d4a-4e6b-9a7c-2d1e0f5b6a48
         */
        scheduleID: string;
        /**
         * @description Phone number to be connected, with country code, digits only. When given, the gateway requests a
         *     pairing code for it. The interface document does not show the name of this parameter; `number`
         *     comes from the Evolution API 2.1.1 source.
         * @example 5511999999999
         */
        connectNumber: string;
        /**
         * @description Remote JID of the group. The interface document does not name this parameter; the name
         *     `groupJid` and the `<digits>@g.us` form come from the Evolution API 2.1.1 source.
         * @example 120363025246125486@g.us
         */
        groupJid: string;
        /**
         * @description Invite code of the group: the last segment of a `https://chat.whatsapp.com/<code>` link. The
         *     interface document does not show the parameters of this operation; the name `inviteCode` and the
         *     22-character format come from the Evolution API 2.1.1 source.
         * @example F1EX5QZxO181L3TMVP31gY
         */
        inviteCode: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceInformation"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    sendList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendListRequest"];
            };
        };
        responses: {
            /** @description The message was accepted for sending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentListMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    sendLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendLocationRequest"];
            };
        };
        responses: {
            /** @description The message was accepted for sending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentLocationMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    sendSticker: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendStickerRequest"];
            };
        };
        responses: {
            /** @description The message was accepted for sending. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentStickerMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    sendContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendContactRequest"];
            };
        };
        responses: {
            /** @description The message was accepted for sending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentContactMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleRequest"];
            };
        };
        responses: {
            /** @description The schedule was created. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    updateSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Identifier of the schedule to update, as returned in `id` when it was created.
                 * @example 3f2b1c9e-8d4a-4e6b-9a7c-2d1e0f5b6a48
                 */
                scheduleID: components["parameters"]["scheduleID"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleRequest"];
            };
        };
        responses: {
            /** @description The schedule was updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ScheduleNotFound"];
        };
    };
    markMessageAsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReadMessagesRequest"];
            };
        };
        responses: {
            /** @description The messages were marked as read. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadMessagesResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getBase64FromMediaMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaMessageRequest"];
            };
        };
        responses: {
            /** @description The media as base64. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaBase64"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
        };
    };
    updateProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfilePictureRequest"];
            };
        };
        responses: {
            /** @description The profile picture was updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePrivacySettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacySettingsRequest"];
            };
        };
        responses: {
            /** @description The privacy settings were updated. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettingsUpdateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    fetchPrivacySettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The privacy settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    findChats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chats. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
        };
    };
    setPresence: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PresenceRequest"];
            };
        };
        responses: {
            /** @description The presence was set. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PresenceResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
        };
    };
    connectInstance: {
        parameters: {
            query?: {
                /**
                 * @description Phone number to be connected, with country code, digits only. When given, the gateway requests a
                 *     pairing code for it. The interface document does not show the name of this parameter; `number`
                 *     comes from the Evolution API 2.1.1 source.
                 * @example 5511999999999
                 */
                number?: components["parameters"]["connectNumber"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pairing result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectionPairingResult"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
        };
    };
    connectionState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance and its state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstanceStateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
        };
    };
    logoutInstance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance was logged out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
        };
    };
    restartInstance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance and its state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InstanceStateResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
        };
    };
    updateParticipant: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. The interface document does not name this parameter; the name
                 *     `groupJid` and the `<digits>@g.us` form come from the Evolution API 2.1.1 source.
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJid"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateParticipantRequest"];
            };
        };
        responses: {
            /** @description The members were updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateParticipantResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
        };
    };
    updateGroupDescription: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. The interface document does not name this parameter; the name
                 *     `groupJid` and the `<digits>@g.us` form come from the Evolution API 2.1.1 source.
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJid"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupDescriptionRequest"];
            };
        };
        responses: {
            /** @description The description was updated. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateGroupSubject: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. The interface document does not name this parameter; the name
                 *     `groupJid` and the `<digits>@g.us` form come from the Evolution API 2.1.1 source.
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJid"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupSubjectRequest"];
            };
        };
        responses: {
            /** @description The subject was updated. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    fetchGroupParticipants: {
        parameters: {
            query: {
                /**
                 * @description Remote JID of the group. The interface document does not name this parameter; the name
                 *     `groupJid` and the `<digits>@g.us` form come from the Evolution API 2.1.1 source.
                 * @example 120363025246125486@g.us
                 */
                groupJid: components["parameters"]["groupJid"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members of the group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupParticipants"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
        };
    };
    findGroupInfoByInviteCode: {
        parameters: {
            query: {
                /**
                 * @description Invite code of the group: the last segment of a `https://chat.whatsapp.com/<code>` link. The
                 *     interface document does not show the parameters of this operation; the name `inviteCode` and the
                 *     22-character format come from the Evolution API 2.1.1 source.
                 * @example F1EX5QZxO181L3TMVP31gY
                 */
                inviteCode: components["parameters"]["inviteCode"];
            };
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group information. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupInviteInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
        };
    };
    findWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Name of the instance (the `instanceName` of the Instance resource).
                 * @example my-instance
                 */
                instance: components["parameters"]["instance"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookConfig"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["InstanceNotFound"];
        };
    };
}
