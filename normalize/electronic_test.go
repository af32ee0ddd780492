package normalize

import "testing"

func TestElectronic(t *testing.T) {
	checkCases(t, []caseT{
		{"a.bc@gmail.com", "a dot b c at gmail dot com", []string{"a dot bc at gmail dot com"}},
		{"email abc1@gmail.com.", "email abc one at gmail dot com", nil},
		{"https://www.nvidia.com/dgx-basepod", "h t t p s colon slash slash w w w dot nvidia dot com slash d g x dash base pod", []string{"h t t p s colon slash slash w w w dot nvidia dot com slash d g x dash basepod", "https colon slash slash www dot nvidia dot com slash dgx dash basepod"}},
		{"nvidia.com", "nvidia dot com", nil},
		{"test.abc", "test dot abc", nil},
		{"upgrade/update", "upgrade update", []string{"upgrade slash update", "upgrade or update"}},
	})
}
